import { ANY_CHAR, type CharSet, charRange, charsOf, complement, union } from './charset.ts';
import type { Fragment, NfaBuilder } from './nfa.ts';

// A glob as the gateway's policy engine reads it (OPA `glob.match` with a delimiter, docs/openshell-0.0.md §c.1): `*`
// is any run of characters without the delimiter, `**` any run at all, `?` one character but the delimiter, `[a-z]` /
// `[!a-z]` a class, `{a,b}` alternatives, `\x` the character x. Hosts are matched with `.` as the delimiter (so `*` is
// one DNS label and `**` any number), binaries and URL paths with `/`.

interface Cursor {
  text: string[];
  at: number;
}

/** The language of `pattern`, as a fragment of `builder`. */
export function globFragment(builder: NfaBuilder, pattern: string, delimiter: string | null): Fragment {
  const notDelimiter = delimiter === null ? ANY_CHAR : complement(charsOf(delimiter));
  return sequence(builder, { text: [...pattern], at: 0 }, notDelimiter, null);
}

/**
 * Parts up to the end, or (inside braces) up to the `,` or `}` that ends this alternative. Runs of single symbols
 * (literal characters, `?`, classes) become one chain of states.
 */
function sequence(builder: NfaBuilder, cursor: Cursor, notDelimiter: CharSet, stopAt: Set<string> | null): Fragment {
  const parts: Fragment[] = [];
  let run: CharSet[] = [];
  const endRun = () => {
    if (run.length > 0) parts.push(builder.chain(run));
    run = [];
  };
  while (cursor.at < cursor.text.length && !stopAt?.has(cursor.text[cursor.at]!)) {
    const next = part(builder, cursor, notDelimiter);
    if ('start' in next) {
      endRun();
      parts.push(next);
    } else run.push(next);
  }
  endRun();
  return builder.sequence(parts);
}

/** One symbol (its label), or a fragment of its own (`*`, `**`, braces). */
function part(builder: NfaBuilder, cursor: Cursor, notDelimiter: CharSet): CharSet | Fragment {
  const char = cursor.text[cursor.at]!;
  cursor.at += 1;
  if (char === '*') {
    if (cursor.text[cursor.at] !== '*') return builder.repeat(notDelimiter);
    while (cursor.text[cursor.at] === '*') cursor.at += 1;
    return builder.repeat(ANY_CHAR);
  }
  if (char === '?') return notDelimiter;
  if (char === '\\' && cursor.at < cursor.text.length) return charsOf(cursor.text[cursor.at++]!);
  if (char === '[') {
    const set = charClass(cursor);
    if (set) return set;
  }
  if (char === '{') {
    const alternatives = braces(builder, cursor, notDelimiter);
    if (alternatives) return alternatives;
  }
  return charsOf(char);
}

/** `[...]` after its `[`; null (the `[` is literal) when it is not closed. */
function charClass(cursor: Cursor): CharSet | null {
  let at = cursor.at;
  const negated = cursor.text[at] === '!' || cursor.text[at] === '^';
  if (negated) at += 1;
  const ranges: CharSet[] = [];
  let first = true;
  while (at < cursor.text.length && (first || cursor.text[at] !== ']')) {
    first = false;
    let lo = cursor.text[at]!;
    if (lo === '\\' && at + 1 < cursor.text.length) lo = cursor.text[++at]!;
    at += 1;
    if (cursor.text[at] === '-' && at + 1 < cursor.text.length && cursor.text[at + 1] !== ']') {
      let hi = cursor.text[at + 1]!;
      at += 2;
      if (hi === '\\' && at < cursor.text.length) hi = cursor.text[at++]!;
      ranges.push(charRange(lo.codePointAt(0)!, hi.codePointAt(0)!));
    } else {
      ranges.push(charsOf(lo));
    }
  }
  if (cursor.text[at] !== ']') return null;
  cursor.at = at + 1;
  const set = union(...ranges);
  return negated ? complement(set) : set;
}

/** `{a,b,...}` after its `{`; null (the `{` is literal) when it is not closed. */
function braces(builder: NfaBuilder, cursor: Cursor, notDelimiter: CharSet): Fragment | null {
  const stops = new Set([',', '}']);
  const saved = cursor.at;
  const alternatives: Fragment[] = [];
  for (;;) {
    alternatives.push(sequence(builder, cursor, notDelimiter, stops));
    const stop = cursor.text[cursor.at];
    if (stop === undefined) {
      cursor.at = saved;
      return null;
    }
    cursor.at += 1;
    if (stop === '}') return builder.choice(alternatives);
  }
}

/** Whether a host or binary pattern is a glob at all: the policy engine compares any other pattern literally. */
export function hasWildcard(pattern: string): boolean {
  return pattern.includes('*');
}
