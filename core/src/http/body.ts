import type { Context, Middleware } from 'koa';
import { Problem, problems } from '../errors.ts';
import { lazily } from '../lazy.ts';
import { MAX_INPUT_DEPTH } from './input-limits.ts';
import type { BodyType } from './route.ts';
import { parseBoundedYaml, YAML_MAX_BYTES, YamlTooDeep } from './yaml-body.ts';

// Request bodies are read here, after a route has authenticated and authorised the caller, and only for routes
// that declare a body. The declared length was checked before (body-limit middleware); koa-body (the design card's
// body parser) reads what actually arrives under the same limit, so a chunked body over it is cut off too. It reads
// every accepted media type as text: decoding stays ours, so nesting is bounded before JSON.parse and while YAML
// is parsed (MAX_INPUT_DEPTH), and a deep document costs a scan, not a tree.

const MEDIA_TYPES: Record<BodyType, string[]> = {
  json: ['application/json', 'application/*+json'],
  yaml: ['application/yaml', 'application/x-yaml', 'text/yaml', 'text/x-yaml'],
  text: ['text/plain'],
};

export interface BodyReader {
  read(ctx: Context, accepted: BodyType[], optional: boolean): Promise<unknown>;
}

export function bodyReader(limit: number): BodyReader {
  const yamlLimit = Math.min(limit, YAML_MAX_BYTES);
  // koa-body (with co-body, formidable and a second mime database) is loaded with the first body (issue 12).
  const readers = lazily(async () => {
    const { HttpMethodEnum, koaBody } = await import('koa-body');
    const textReader = (textLimit: number): Middleware =>
      koaBody({
        text: true,
        json: false,
        urlencoded: false,
        multipart: false,
        textTypes: Object.values(MEDIA_TYPES).flat(),
        textLimit,
        parsedMethods: Object.values(HttpMethodEnum),
      });
    return { plain: textReader(limit), yaml: textReader(yamlLimit) };
  });
  return {
    async read(ctx, accepted, optional) {
      if (!hasBody(ctx)) {
        if (optional) return undefined;
        throw problems.validation([{ path: 'body', message: 'a request body is required' }]);
      }
      const type = accepted.find((candidate) => ctx.is(MEDIA_TYPES[candidate]));
      if (!type) throw problems.unsupportedMediaType(accepted.map((candidate) => MEDIA_TYPES[candidate][0]!));
      const { plain, yaml } = await readers();
      const text = type === 'yaml' ? await readText(ctx, yaml, yamlLimit) : await readText(ctx, plain, limit);
      if (text.trim() === '') {
        if (optional) return undefined;
        throw problems.validation([{ path: 'body', message: 'a request body is required' }]);
      }
      return decode(type, text);
    },
  };
}

const TOO_DEEP = `nests objects or arrays more than ${MAX_INPUT_DEPTH} levels deep`;

function decode(type: BodyType, text: string): unknown {
  if (type === 'json' && jsonNestsDeeperThan(text, MAX_INPUT_DEPTH)) throw problems.validation([{ path: 'body', message: TOO_DEEP }]);
  try {
    if (type === 'json') return JSON.parse(text);
    if (type === 'yaml') return parseBoundedYaml(text, MAX_INPUT_DEPTH);
    return text;
  } catch (error) {
    const reason =
      error instanceof YamlTooDeep ? TOO_DEEP : type === 'json' ? 'is not valid JSON' : `is not valid YAML: ${(error as Error).message.split('\n')[0]}`;
    throw problems.validation([{ path: 'body', message: reason }]);
  }
}

/**
 * One pass over the text counting open brackets outside strings: deeper than `max` is refused before JSON.parse
 * builds millions of nested arrays. Brackets of invalid JSON may be miscounted; JSON.parse refuses that anyway.
 */
function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (char === OPEN_BRACKET || char === OPEN_BRACE) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === CLOSE_BRACKET || char === CLOSE_BRACE) depth -= 1;
  }
  return false;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

const NOTHING_NEXT = async () => {};

async function readText(ctx: Context, reader: Middleware, limit: number): Promise<string> {
  try {
    await reader(ctx, NOTHING_NEXT);
  } catch (error) {
    throw readFailure(ctx, error, limit);
  }
  return ctx.request.body as string;
}

/** raw-body's errors (under koa-body and co-body) carry a `type` and an HTTP status; ours are problems. */
function readFailure(ctx: Context, error: unknown, limit: number): unknown {
  const { type, status, message } = error as { type?: unknown; status?: unknown; message?: string };
  if (type === 'entity.too.large') {
    ctx.set('Connection', 'close');
    return problems.tooLarge(limit);
  }
  if (status === 415) return new Problem(415, 'UNSUPPORTED_MEDIA_TYPE', { detail: `The request body cannot be read: ${message}.` });
  if (typeof status === 'number' && status >= 400 && status < 500) return problems.validation([{ path: 'body', message: `cannot be read: ${message}` }]);
  return error;
}

function hasBody(ctx: Context): boolean {
  const length = ctx.get('content-length');
  if (length !== '') return Number(length) > 0;
  return ctx.get('transfer-encoding') !== '';
}
