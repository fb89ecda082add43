import type { Context } from 'koa';
import { parse as parseYaml } from 'yaml';
import { problems } from '../errors.ts';
import type { BodyType } from './route.ts';

// Request bodies are read here, after a route has authenticated and authorised the caller, and only for routes
// that declare a body. The declared length was checked before (body-limit middleware); this counts what actually
// arrives, so a chunked body over the limit is cut off too. We parse JSON, YAML and plain text only, which is why
// this is a few lines of our own rather than a general multipart parser.

const MEDIA_TYPES: Record<BodyType, string[]> = {
  json: ['application/json', 'application/*+json'],
  yaml: ['application/yaml', 'application/x-yaml', 'text/yaml', 'text/x-yaml'],
  text: ['text/plain'],
};

export interface BodyReader {
  read(ctx: Context, accepted: BodyType[], optional: boolean): Promise<unknown>;
}

export function bodyReader(limit: number): BodyReader {
  return {
    async read(ctx, accepted, optional) {
      if (!hasBody(ctx)) {
        if (optional) return undefined;
        throw problems.validation([{ path: 'body', message: 'a request body is required' }]);
      }
      const type = accepted.find((candidate) => ctx.is(MEDIA_TYPES[candidate]));
      if (!type) throw problems.unsupportedMediaType(accepted.map((candidate) => MEDIA_TYPES[candidate][0]!));
      const text = await readText(ctx, limit);
      if (text.trim() === '') {
        if (optional) return undefined;
        throw problems.validation([{ path: 'body', message: 'a request body is required' }]);
      }
      return decode(type, text);
    },
  };
}

function decode(type: BodyType, text: string): unknown {
  try {
    if (type === 'json') return JSON.parse(text);
    if (type === 'yaml') return parseYaml(text);
    return text;
  } catch (error) {
    const reason = type === 'json' ? 'is not valid JSON' : `is not valid YAML: ${(error as Error).message.split('\n')[0]}`;
    throw problems.validation([{ path: 'body', message: reason }]);
  }
}

async function readText(ctx: Context, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      ctx.set('Connection', 'close');
      throw problems.tooLarge(limit);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}

function hasBody(ctx: Context): boolean {
  const length = ctx.get('content-length');
  if (length !== '') return Number(length) > 0;
  return ctx.get('transfer-encoding') !== '';
}
