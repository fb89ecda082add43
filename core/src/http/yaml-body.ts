import { Composer, Lexer, Parser } from 'yaml';
import { computeTask } from '../compute/task.ts';
import type { InputShapeLimits } from './input-limits.ts';
import { shapeMessage, valueExceeds } from './input-shape.ts';

// YAML bodies are parsed by driving the yaml library's lexer and parser ourselves, so nesting is checked while
// parsing: the parser's stack is as deep as the document is at that point, and the parse stops as soon as it is
// too deep. (A plain `parse()` first builds the whole tree: megabytes of `[[[[` or `- - - -` stall the event loop
// for seconds before anything could look at the depth.)

/**
 * YAML parsing is slow (about 1-2 MB/s here) and synchronous, so it runs on a compute worker (parseYamlBody), and
 * YAML bodies get a smaller cap than JSON. The
 * only routes that take YAML take policy documents, which gateways cap at 256 KiB serialised; as YAML that is
 * well under 1 MiB, and 1 MiB parses in well under a second.
 */
export const YAML_MAX_BYTES = 1024 * 1024;

/** Anchors and aliases in one document: enough for any hand-written file, too few for an alias bomb. */
const MAX_ALIASES = 100;

// The parser's stack holds the stream and the document besides the collections.
const STACK_OVERHEAD = 2;

export class YamlTooDeep extends Error {}

/** The value of a one-document YAML text; throws the first YAML error, or YamlTooDeep past `maxDepth`. */
export function parseBoundedYaml(text: string, maxDepth: number): unknown {
  const composer = new Composer();
  const documents = [...composer.compose(boundedTokens(text, maxDepth + STACK_OVERHEAD), true, text.length)];
  const [document, extra] = documents;
  if (!document) return null;
  if (extra) throw new Error('the body holds more than one YAML document');
  if (document.errors.length > 0) throw document.errors[0]!;
  return document.toJS({ maxAliasCount: MAX_ALIASES });
}

function* boundedTokens(text: string, maxStack: number) {
  const parser = new Parser();
  for (const lexeme of new Lexer().lex(text)) {
    yield* parser.next(lexeme);
    if (parser.stack.length > maxStack) throw new YamlTooDeep();
  }
  yield* parser.end();
}

/** What a worker answers for a YAML body: its value, or why it is refused (a message for `errors[].message`). */
export type YamlBodyOutcome = { value: unknown } | { refusal: string };

/** The compute task (run on a worker): `text` parsed within `limits`. */
export function parseYamlBody({ text, limits }: { text: string; limits: InputShapeLimits }): YamlBodyOutcome {
  let value: unknown;
  try {
    value = parseBoundedYaml(text, limits.depth);
  } catch (error) {
    if (error instanceof YamlTooDeep) return { refusal: shapeMessage('depth', limits.depth) };
    return { refusal: `is not valid YAML: ${(error as Error).message.split('\n')[0]!.slice(0, 200)}` };
  }
  const exceeded = valueExceeds(value, limits);
  return exceeded ? { refusal: shapeMessage(exceeded, limits[exceeded]) } : { value };
}

export const yamlBodyTask = computeTask<{ text: string; limits: InputShapeLimits }, YamlBodyOutcome>(import.meta.url, './yaml-body', 'parseYamlBody');
