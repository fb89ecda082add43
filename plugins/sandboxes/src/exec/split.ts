// Splits a command line into arguments the way a POSIX shell reads words, and nothing more: whitespace separates
// words; single quotes keep everything literally; double quotes keep everything except `\"`, `\\`, `\$`, `` \` ``
// and a backslash-newline; a backslash outside quotes takes the next character literally. No variables, globs,
// pipes or operators: `a|b` is one argument (run `sh -c "..."` for a pipeline). Unbalanced quotes and a trailing
// backslash are errors, so a command is refused before it runs rather than run as something else.

export class CommandSplitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandSplitError';
  }
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const DOUBLE_QUOTE_ESCAPES = new Set(['"', '\\', '$', '`', '\n']);

interface Cursor {
  text: string;
  index: number;
}

/** Reads a single-quoted part (the cursor is past the opening quote). */
function singleQuoted(cursor: Cursor): string {
  const end = cursor.text.indexOf("'", cursor.index);
  if (end < 0) throw new CommandSplitError(`unbalanced single quote (opened at character ${cursor.index})`);
  const part = cursor.text.slice(cursor.index, end);
  cursor.index = end + 1;
  return part;
}

/** Reads a double-quoted part (the cursor is past the opening quote). */
function doubleQuoted(cursor: Cursor): string {
  const opened = cursor.index;
  let part = '';
  while (cursor.index < cursor.text.length) {
    const char = cursor.text[cursor.index]!;
    cursor.index += 1;
    if (char === '"') return part;
    if (char === '\\' && cursor.index < cursor.text.length && DOUBLE_QUOTE_ESCAPES.has(cursor.text[cursor.index]!)) {
      const escaped = cursor.text[cursor.index]!;
      cursor.index += 1;
      if (escaped !== '\n') part += escaped;
      continue;
    }
    part += char;
  }
  throw new CommandSplitError(`unbalanced double quote (opened at character ${opened})`);
}

/** Reads one backslash escape outside quotes (the cursor is past the backslash). */
function escaped(cursor: Cursor): string {
  if (cursor.index >= cursor.text.length) throw new CommandSplitError('the command ends with an unfinished backslash escape');
  const char = cursor.text[cursor.index]!;
  cursor.index += 1;
  return char === '\n' ? '' : char;
}

export function splitCommand(text: string): string[] {
  const words: string[] = [];
  const cursor: Cursor = { text, index: 0 };
  let word: string | null = null;
  while (cursor.index < text.length) {
    const char = text[cursor.index]!;
    cursor.index += 1;
    if (WHITESPACE.has(char)) {
      if (word !== null) words.push(word);
      word = null;
    } else if (char === "'") word = (word ?? '') + singleQuoted(cursor);
    else if (char === '"') word = (word ?? '') + doubleQuoted(cursor);
    else if (char === '\\') {
      const literal = escaped(cursor);
      if (literal !== '' || word !== null) word = (word ?? '') + literal;
    } else word = (word ?? '') + char;
  }
  if (word !== null) words.push(word);
  return words;
}
