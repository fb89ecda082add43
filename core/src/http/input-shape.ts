import type { InputShapeLimits } from './input-limits.ts';

// A body's shape is checked against InputShapeLimits before anything builds or walks it: JSON text by a scan while
// it arrives (refused at the first limit passed, so a million keys cost the reading and scanning of the first ten
// thousand), YAML by a walk of the parsed value on the worker that parsed it (yaml-body.ts).

/** What passes a limit, said for the answer: `has more than 10000 members in one object`. */
export function shapeMessage(limit: keyof InputShapeLimits, value: number): string {
  switch (limit) {
    case 'depth':
      return `nests objects or arrays more than ${value} levels deep`;
    case 'members':
      return `has more than ${value} members in one object`;
    case 'items':
      return `has more than ${value} items in one array`;
    case 'values':
      return `holds more than ${value} values in all`;
  }
}

/**
 * Finds the first limit a JSON text passes, fed in pieces as it arrives. Counts outside strings: open brackets
 * (depth), commas per open container (members or items) and commas plus containers (values). Invalid JSON may be
 * miscounted; JSON.parse refuses it anyway. The scan jumps from one character that matters to the next (a regular
 * expression does the skipping), so long strings cost little.
 */
export class JsonShapeScanner {
  private readonly limits: InputShapeLimits;
  private readonly commas: Int32Array;
  private readonly isObject: Uint8Array;
  private readonly structural = /[",[\]{}]/g;
  private readonly stringEnd = /["\\]/g;
  private depth = 0;
  private values = 1;
  private inString = false;
  /** The previous piece ended inside a string on a backslash: the next piece starts with an escaped character. */
  private escaping = false;

  constructor(limits: InputShapeLimits) {
    this.limits = limits;
    this.commas = new Int32Array(limits.depth + 2);
    this.isObject = new Uint8Array(limits.depth + 2);
  }

  /** The next piece of the text; the first limit passed so far, or null. */
  feed(text: string): keyof InputShapeLimits | null {
    let at = this.escaping ? 1 : 0;
    this.escaping = false;
    for (;;) {
      if (this.inString) {
        at = this.skipString(text, at);
        if (this.inString) return null;
      }
      this.structural.lastIndex = at;
      const found = this.structural.exec(text);
      if (!found) return null;
      at = found.index + 1;
      const exceeded = this.count(text.charCodeAt(found.index));
      if (exceeded) return exceeded;
    }
  }

  private count(char: number): keyof InputShapeLimits | null {
    const { limits } = this;
    if (char === QUOTE) this.inString = true;
    else if (char === COMMA) {
      this.values += 1;
      this.commas[this.depth]! += 1;
      const object = this.isObject[this.depth] === 1;
      if (this.commas[this.depth]! >= (object ? limits.members : limits.items)) return object ? 'members' : 'items';
      if (this.values > limits.values) return 'values';
    } else if (char === OPEN_BRACKET || char === OPEN_BRACE) {
      this.depth += 1;
      if (this.depth > limits.depth) return 'depth';
      this.commas[this.depth] = 0;
      this.isObject[this.depth] = char === OPEN_BRACE ? 1 : 0;
      this.values += 1;
      if (this.values > limits.values) return 'values';
    } else this.depth = Math.max(0, this.depth - 1);
    return null;
  }

  /** Where scanning goes on after the string the text is in: past its closing quote, or the end of this piece. */
  private skipString(text: string, from: number): number {
    this.stringEnd.lastIndex = from;
    for (let found = this.stringEnd.exec(text); found; found = this.stringEnd.exec(text)) {
      if (text.charCodeAt(found.index) === QUOTE) {
        this.inString = false;
        return found.index + 1;
      }
      if (found.index + 1 >= text.length) this.escaping = true;
      this.stringEnd.lastIndex = found.index + 2;
    }
    return text.length;
  }
}

/** The first limit a parsed value passes, or null; iterative, and stops at the first. */
export function valueExceeds(value: unknown, limits: InputShapeLimits): keyof InputShapeLimits | null {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  let values = 0;
  for (let item = pending.pop(); item; item = pending.pop()) {
    values += 1;
    if (values > limits.values) return 'values';
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= limits.depth) return 'depth';
    const inner = Object.values(item.value);
    if (Array.isArray(item.value) ? inner.length > limits.items : inner.length > limits.members) return Array.isArray(item.value) ? 'items' : 'members';
    for (const child of inner) pending.push({ value: child, depth: item.depth + 1 });
  }
  return null;
}

const QUOTE = 0x22;
const COMMA = 0x2c;
const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
