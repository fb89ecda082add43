// Sets of symbols as sorted, disjoint, inclusive code point ranges. Automaton edges carry these instead of single
// characters, so `*` (any character but a delimiter) or `[!a-f]` is one edge however large the alphabet: the
// search (search.ts) splits the alphabet only where the edges it is looking at differ.

/** The highest Unicode code point; SEPARATOR lies above it, so no text character can ever be taken for it. */
export const MAX_CHAR = 0x10ffff;
/** Between the fields of an encoded request (request-encoding.ts). */
export const SEPARATOR = MAX_CHAR + 1;

export type CharSet = ReadonlyArray<readonly [number, number]>;

export const NOTHING: CharSet = [];
/** Every text character (never the separator). */
export const ANY_CHAR: CharSet = [[0, MAX_CHAR]];
export const SEPARATOR_SET: CharSet = [[SEPARATOR, SEPARATOR]];

/** Sorts and merges overlapping or touching ranges. */
function normalised(ranges: Array<readonly [number, number]>): CharSet {
  const sorted = ranges.filter(([lo, hi]) => lo <= hi).sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [lo, hi] of sorted) {
    const last = merged.at(-1);
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else merged.push([lo, hi]);
  }
  return merged;
}

export function charRange(lo: number, hi: number): CharSet {
  return normalised([[lo, hi]]);
}

/** Each character of `text` (code points, not UTF-16 units). */
export function charsOf(text: string): CharSet {
  const first = text.codePointAt(0);
  if (first !== undefined && text.length === String.fromCodePoint(first).length) return [[first, first]];
  return normalised([...text].map((char) => [char.codePointAt(0)!, char.codePointAt(0)!] as const));
}

export function union(...sets: CharSet[]): CharSet {
  return normalised(sets.flat());
}

/** Every text character not in `set`. */
export function complement(set: CharSet): CharSet {
  const out: Array<[number, number]> = [];
  let next = 0;
  for (const [lo, hi] of set) {
    if (lo > next) out.push([next, Math.min(lo - 1, MAX_CHAR)]);
    next = Math.max(next, hi + 1);
  }
  if (next <= MAX_CHAR) out.push([next, MAX_CHAR]);
  return out;
}

export function has(set: CharSet, char: number): boolean {
  let low = 0;
  let high = set.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [lo, hi] = set[middle]!;
    if (char < lo) high = middle - 1;
    else if (char > hi) low = middle + 1;
    else return true;
  }
  return false;
}

// Characters a counterexample is written with when several would do: plain ones first, so the example a reviewer
// reads is `a.b.example.com`, not a control character.
const PREFERRED = [...'abcdefghijklmnopqrstuvwxyz0123456789-_.ABCDEFGHIJKLMNOPQRSTUVWXYZ~'].map((char) => char.codePointAt(0)!);

/** The character that stands for the whole range [lo, hi]: a plain one if the range has one. */
export function representative(lo: number, hi: number): number {
  return PREFERRED.find((char) => char >= lo && char <= hi) ?? lo;
}

/** Plainer characters first (a walk that tries them first finds the plainest of its shortest words). */
export function byPlainness(a: number, b: number): number {
  const rank = (char: number) => {
    const at = PREFERRED.indexOf(char);
    return at < 0 ? PREFERRED.length : at;
  };
  return rank(a) - rank(b) || a - b;
}
