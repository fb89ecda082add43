import { ANY_CHAR, charRange, charsOf, complement, SEPARATOR_SET, union } from './charset.ts';
import { LazyDfa } from './dfa.ts';
import { globFragment, hasWildcard } from './glob.ts';
import { type Fragment, type Nfa, NfaBuilder } from './nfa.ts';
import type { Denial, HttpRequests, PrivateRange, Reach } from './reach.ts';

// One request as one word: host, port, binary, address, method and path, separated by a symbol no text contains.
// A set of requests that is a product of per-field languages (an endpoint: these hosts x these ports x ...) is then
// a regular language, a union of endpoints is one too, and "every request the candidate allows, the ceiling allows"
// is the inclusion of two regular languages: decidable exactly, with a shortest word as the counterexample.
//
//   host     lower case; `.` separates labels
//   port     decimal
//   binary   an absolute path
//   address  `p` for a public address; `4` or `6` and the address's bits for a private one (allowed_ips)
//   method   upper case; empty, with an empty path, for a connection the proxy does not inspect
//   path     the canonical URL path

export const FIELDS = ['host', 'port', 'binary', 'address', 'method', 'path'] as const;

const PUBLIC = 'p';
const FAMILY_MARK = { 4: '4', 6: '6' } as const;
const ADDRESS_WIDTH = { 4: 32, 6: 128 } as const;
const BIT = charsOf('01');

function literal(builder: NfaBuilder, text: string): Fragment {
  return builder.chain([...text].map(charsOf));
}

function oneOf(builder: NfaBuilder, texts: string[]): Fragment {
  return builder.choice(texts.map((text) => literal(builder, text)));
}

/** Fields joined by the separator. */
function fields(builder: NfaBuilder, parts: Fragment[]): Fragment {
  return builder.sequence(parts.flatMap((part, index) => (index === 0 ? [part] : [builder.symbol(SEPARATOR_SET), part])));
}

/** A host or binary as the engine compares it: a glob when it has a `*`, otherwise the very string; null: any. */
function pattern(builder: NfaBuilder, text: string | null, delimiter: string): Fragment {
  if (text === null) return builder.repeat(ANY_CHAR);
  return hasWildcard(text) ? globFragment(builder, text, delimiter) : literal(builder, text);
}

function binaries(builder: NfaBuilder, list: string[] | null): Fragment {
  return list === null ? builder.repeat(ANY_CHAR) : builder.choice(list.map((binary) => pattern(builder, binary, '/')));
}

function address(builder: NfaBuilder, ranges: PrivateRange[]): Fragment {
  return builder.choice([
    literal(builder, PUBLIC),
    ...ranges.map((range) =>
      builder.sequence([
        literal(builder, FAMILY_MARK[range.family] + range.bits),
        ...Array.from({ length: ADDRESS_WIDTH[range.family] - range.bits.length }, () => builder.symbol(BIT)),
      ]),
    ),
  ]);
}

function http(builder: NfaBuilder, requests: HttpRequests): Fragment {
  // Non-empty: the empty method stands for uninspected connections.
  const method = requests.methods === null ? builder.some(ANY_CHAR) : oneOf(builder, requests.methods);
  const path = requests.path === null ? builder.some(ANY_CHAR) : globFragment(builder, requests.path, '/');
  return fields(builder, [method, path]);
}

function where(
  builder: NfaBuilder,
  scope: { host: string | null; ports: number[]; binaries: string[] | null },
  privateRanges: PrivateRange[] | null,
): Fragment[] {
  return [
    pattern(builder, scope.host, '.'),
    oneOf(builder, scope.ports.map(String)),
    binaries(builder, scope.binaries),
    privateRanges === null ? builder.repeat(ANY_CHAR) : address(builder, privateRanges),
  ];
}

function reachFragment(builder: NfaBuilder, reach: Reach): Fragment {
  const requests = reach.http.map((item) => http(builder, item));
  if (reach.raw) requests.push(builder.symbol(SEPARATOR_SET));
  return fields(builder, [...where(builder, reach, reach.privateRanges), builder.choice(requests)]);
}

/** Every request any of `reaches` allows. */
export function reachAutomaton(reaches: Reach[]): Nfa {
  const builder = new NfaBuilder();
  return builder.build(builder.choice(reaches.map((reach) => reachFragment(builder, reach))));
}

/** Every request one of `denials` stops, whatever address it goes to. */
export function denialAutomaton(denials: Denial[]): Nfa {
  const builder = new NfaBuilder();
  return builder.build(builder.choice(denials.map((denial) => fields(builder, [...where(builder, denial, null), http(builder, denial.http)]))));
}

/**
 * The words that are requests at all: hosts of non-empty lower-case labels, absolute binary paths and URL paths
 * without empty segments, methods of upper-case letters, digits, `_` and `-`, an address in one of its forms. A
 * glob also matches words no request is (`**.example.com` matches `.example.com`); only requests count.
 */
function universeAutomaton(): Nfa {
  const builder = new NfaBuilder();
  const label = () => builder.some(complement(union(charsOf('.'), charRange(0x41, 0x5a))));
  const host = builder.sequence([label(), builder.star(builder.sequence([builder.symbol(charsOf('.')), label()]))]);
  const notSlash = complement(charsOf('/'));
  const segment = () => builder.sequence([builder.symbol(charsOf('/')), builder.some(notSlash)]);
  const binary = builder.sequence([segment(), builder.star(segment())]);
  const anyAddress = address(builder, [
    { family: 4, bits: '' },
    { family: 6, bits: '' },
  ]);
  const method = builder.some(union(charRange(0x41, 0x5a), charRange(0x30, 0x39), charsOf('_-')));
  const path = builder.sequence([
    builder.symbol(charsOf('/')),
    builder.star(builder.sequence([builder.some(notSlash), builder.symbol(charsOf('/'))])),
    builder.repeat(notSlash),
  ]);
  const request = builder.choice([builder.symbol(SEPARATOR_SET), fields(builder, [method, path])]);
  return builder.build(fields(builder, [host, builder.some(charRange(0x30, 0x39)), binary, anyAddress, request]));
}

/** Shared by every check: its few DFA states are worked out once. */
export const UNIVERSE = new LazyDfa(universeAutomaton());

/** A word back as its fields (the inverse of the layout above). */
export function decodeFields(word: number[]): string[] {
  const parts: string[] = [''];
  for (const char of word) {
    if (char === SEPARATOR_SET[0]![0]) parts.push('');
    else parts[parts.length - 1] += String.fromCodePoint(char);
  }
  return parts;
}

/** The address field as text: null for a public address, otherwise the private address it stands for. */
export function decodeAddress(field: string): { family: 4 | 6; value: bigint } | null {
  if (field === PUBLIC || field.length < 2) return null;
  return { family: field[0] === '6' ? 6 : 4, value: BigInt(`0b${field.slice(1)}`) };
}
