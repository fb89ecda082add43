import type { Context, Middleware } from 'koa';
import { actorKey } from '../auth/actor.ts';
import type { ComputePool } from '../compute/pool.ts';
import type { RequestContext } from '../context.ts';
import { Problem, problems } from '../errors.ts';
import { lazily } from '../lazy.ts';
import type { InputShapeLimits } from './input-limits.ts';
import { readJsonText } from './json-reader.ts';
import type { BodyType } from './route.ts';
import { YAML_MAX_BYTES, yamlBodyTask } from './yaml-body.ts';

// Request bodies are read here, after a route has authenticated and authorised the caller, and only for routes
// that declare a body. The declared length was checked before (body-limit middleware); what actually arrives is
// read under the same limit, so a chunked body over it is cut off too: JSON by json-reader.ts, which scans its
// shape (nesting, members, items, values: InputShapeLimits) while it arrives, YAML and text by koa-body (the design
// card's body parser) as text. Decoding stays ours: JSON.parse sees only text within the limits, YAML is parsed off
// the event loop within the same limits, and a hostile document costs a scan, not a tree.

const MEDIA_TYPES: Record<BodyType, string[]> = {
  json: ['application/json', 'application/*+json'],
  yaml: ['application/yaml', 'application/x-yaml', 'text/yaml', 'text/x-yaml'],
  text: ['text/plain'],
  form: ['application/x-www-form-urlencoded'],
};

export interface BodyReader {
  read(ctx: Context, accepted: BodyType[], optional: boolean): Promise<unknown>;
}

export interface BodyOptions {
  /** Largest body read (bytes). */
  maxBytes: number;
  shape: InputShapeLimits;
  compute: ComputePool;
}

export function bodyReader(options: BodyOptions): BodyReader {
  const limit = options.maxBytes;
  const yamlLimit = Math.min(limit, YAML_MAX_BYTES);
  // koa-body (with co-body, formidable and a second mime database) is loaded with the first body.
  const readers = lazily(async () => {
    const { HttpMethodEnum, koaBody } = await import('koa-body');
    const textReader = (textLimit: number): Middleware =>
      koaBody({
        text: true,
        json: false,
        urlencoded: false,
        multipart: false,
        textTypes: [...MEDIA_TYPES.yaml, ...MEDIA_TYPES.text, ...MEDIA_TYPES.form],
        textLimit,
        parsedMethods: Object.values(HttpMethodEnum),
      });
    return { plain: textReader(limit), yaml: textReader(yamlLimit) };
  });
  const readBodyText = async (ctx: Context, type: BodyType): Promise<string> => {
    if (type === 'json') return readJsonText(ctx, limit, options.shape);
    const { plain, yaml } = await readers();
    return type === 'yaml' ? readText(ctx, yaml, yamlLimit) : readText(ctx, plain, limit);
  };
  return {
    async read(ctx, accepted, optional) {
      if (!hasBody(ctx)) {
        if (optional) return undefined;
        throw problems.validation([{ path: 'body', message: 'a request body is required' }]);
      }
      const type = accepted.find((candidate) => ctx.is(MEDIA_TYPES[candidate]));
      if (!type) throw problems.unsupportedMediaType(accepted.map((candidate) => MEDIA_TYPES[candidate][0]!));
      const text = await readBodyText(ctx, type);
      if (text.trim() === '') {
        if (optional) return undefined;
        throw problems.validation([{ path: 'body', message: 'a request body is required' }]);
      }
      const actor = (ctx.state.context as RequestContext | undefined)?.actor;
      return decode(type, text, options, actor ? actorKey(actor) : null);
    },
  };
}

/** The body's value (JSON was scanned for its shape while it was read); YAML is parsed on a compute worker. */
async function decode(type: BodyType, text: string, options: BodyOptions, caller: string | null): Promise<unknown> {
  if (type === 'text' || type === 'form') return text;
  if (type === 'yaml') {
    const outcome = await options.compute.run(yamlBodyTask, { text, limits: options.shape }, { caller });
    if ('refusal' in outcome) throw problems.validation([{ path: 'body', message: outcome.refusal }]);
    return outcome.value;
  }
  try {
    return JSON.parse(text);
  } catch {
    throw problems.validation([{ path: 'body', message: 'is not valid JSON' }]);
  }
}

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
