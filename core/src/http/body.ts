import type { Context } from 'koa';
import { actorKey } from '../auth/actor.ts';
import type { ComputePool } from '../compute/pool.ts';
import type { RequestContext } from '../context.ts';
import { problems } from '../errors.ts';
import { readBodyText } from './body-text.ts';
import type { InputShapeLimits } from './input-limits.ts';
import { JsonShapeScanner } from './input-shape.ts';
import type { BodyType } from './route.ts';
import { YAML_MAX_BYTES, yamlBodyTask } from './yaml-body.ts';

// Request bodies are read here, after a route has authenticated and authorised the caller, and only for routes
// that declare a body. The declared length was checked before (body-limit middleware); what actually arrives is
// read under the same limit by body-text.ts, so a chunked body over it is cut off too, and a JSON body's shape
// (nesting, members, items, values: InputShapeLimits) is scanned while it arrives. Decoding is ours and happens
// once: JSON.parse sees only text within the limits, YAML is parsed off the event loop within the same limits, and a
// hostile document costs a scan, not a tree. No other body parser runs (docs/limits.md says why not koa-body's).

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
  const readText = (ctx: Context, type: BodyType): Promise<string> => {
    if (type === 'json') return readBodyText(ctx, limit, { scanner: new JsonShapeScanner(options.shape), limits: options.shape });
    return readBodyText(ctx, type === 'yaml' ? yamlLimit : limit, null);
  };
  return {
    async read(ctx, accepted, optional) {
      if (!hasBody(ctx)) {
        if (optional) return undefined;
        throw problems.validation([{ path: 'body', message: 'a request body is required' }]);
      }
      const type = accepted.find((candidate) => ctx.is(MEDIA_TYPES[candidate]));
      if (!type) throw problems.unsupportedMediaType(accepted.map((candidate) => MEDIA_TYPES[candidate][0]!));
      const text = await readText(ctx, type);
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

function hasBody(ctx: Context): boolean {
  const length = ctx.get('content-length');
  if (length !== '') return Number(length) > 0;
  return ctx.get('transfer-encoding') !== '';
}
