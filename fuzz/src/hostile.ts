import fc from 'fast-check';

// Values that have broken parsers, databases, audit writers and walkers before, mixed with generated text and
// numbers of every kind. Each arbitrary stays small unless size is the point (long strings, deep nesting).

/** Any UTF-16 code units, so lone surrogates (which `fc.string` never makes) turn up too. */
const codeUnits = fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 16 }).map((units) => String.fromCharCode(...units));

const knownBad = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  'a\u202e\u2066rtl',
  '😀',
  '👩‍👩‍👧',
  'e\u0301',
  '\uffff',
  '\ufeff',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '../../etc/passwd',
  '..',
  '%00',
  '%ZZ',
  "' OR 1=1 --",
  '${jndi:x}',
  '<script>',
  'A',
  '-a',
  'a--b',
  'a'.repeat(20),
  '0',
  '-1',
  'NaN',
  '1e309',
  'null',
  'true',
  '[]',
  '{}',
  '\r\nX-Injected: 1',
  'x'.repeat(70_000),
];

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...knownBad) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }) },
  { weight: 2, arbitrary: codeUnits },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.5, 1e308, -1e308, 2 ** 53 + 1, 2 ** 31, 2 ** 32, 2 ** 63, Number.MIN_VALUE),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Arrays and objects nested `depth` levels deep, around `leaf`. */
export function deeplyNested(depth: number, leaf: unknown = 1): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? [value] : { n: value };
  return value;
}

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}) },
  { weight: 1, arbitrary: fc.integer({ min: 30, max: 3000 }).map((depth) => deeplyNested(depth)) },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 5000 }, () => 'x')) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A string's UTF-8 bytes percent-encoded; lone surrogates become their (invalid) three-byte forms, %ED%A0%80. */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    if (/^[A-Za-z0-9\-._~]$/.test(char)) out += char;
    else
      out += utf8Bytes(char.codePointAt(0)!)
        .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
        .join('');
  }
  return out;
}

function utf8Bytes(point: number): number[] {
  if (point < 0x80) return [point];
  if (point < 0x800) return [0xc0 | (point >> 6), 0x80 | (point & 63)];
  if (point < 0x10000) return [0xe0 | (point >> 12), 0x80 | ((point >> 6) & 63), 0x80 | (point & 63)];
  return [0xf0 | (point >> 18), 0x80 | ((point >> 12) & 63), 0x80 | ((point >> 6) & 63), 0x80 | (point & 63)];
}

/** Path segments as they travel: encoded hostile text, broken escapes, raw bytes, dot segments. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: hostileText.filter((text) => text !== '').map(percentEncode) },
  { weight: 2, arbitrary: fc.constantFrom('%ZZ', '%', '%E0%A4', '%ED%A0%80', '%C0%AF', '%2F', '%2e%2e', '%00', 'a%00b', '..', '.', 'a;b', 'a%3Fb=1') },
  {
    weight: 1,
    arbitrary: fc.uint8Array({ minLength: 1, maxLength: 12 }).map((bytes) => [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')),
  },
);
