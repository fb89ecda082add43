import type { Context } from 'koa';
import { koaBody } from 'koa-body';
import { parse as parseYaml } from 'yaml';
import { problems } from '../errors.ts';
import type { BodyType } from './route.ts';

const MEDIA_TYPES: Record<BodyType, string[]> = {
  json: ['application/json', 'application/*+json'],
  yaml: ['application/yaml', 'application/x-yaml', 'text/yaml', 'text/x-yaml'],
  text: ['text/plain'],
};

export interface BodyReader {
  read(ctx: Context, accepted: BodyType[], optional: boolean): Promise<unknown>;
}

/** Reads and decodes a route's body, after authentication and the route's guards have passed. */
export function bodyReader(limit: number): BodyReader {
  const parse = koaBody({
    json: true, text: true, urlencoded: false, multipart: false,
    jsonLimit: limit, textLimit: limit, formLimit: limit,
    textTypes: ['text/*', ...MEDIA_TYPES.yaml],
    parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'] as never,
    patchNode: false,
  });
  return {
    async read(ctx, accepted, optional) {
      if (!hasBody(ctx)) {
        if (optional) return undefined;
        throw problems.validation([{ path: 'body', message: 'a request body is required' }]);
      }
      const type = accepted.find((candidate) => ctx.is(MEDIA_TYPES[candidate]));
      if (!type) throw problems.unsupportedMediaType(accepted.flatMap((candidate) => MEDIA_TYPES[candidate]!.slice(0, 1)));
      await parse(ctx, async () => undefined);
      const body = ctx.request.body;
      if (type !== 'yaml') return body;
      try {
        return parseYaml(String(body ?? ''));
      } catch (error) {
        throw problems.validation([{ path: 'body', message: `is not valid YAML: ${(error as Error).message.split('\n')[0]}` }]);
      }
    },
  };
}

function hasBody(ctx: Context): boolean {
  const length = ctx.get('content-length');
  if (length !== '') return Number(length) > 0;
  return ctx.get('transfer-encoding') !== '';
}
