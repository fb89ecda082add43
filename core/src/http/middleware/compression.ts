import type { Middleware } from 'koa';
import compress from 'koa-compress';

const THRESHOLD = 1024;
const done = async () => undefined;

/**
 * Compresses responses of 1 KB or more. Most API answers are smaller, so koa-compress (content negotiation,
 * compressibility lookup) is only consulted once the body is known to be large enough. JSON bodies are
 * serialised here, once, so their size is known.
 */
export function compression(): Middleware {
  const compressor = compress({ threshold: THRESHOLD });
  return async (ctx, next) => {
    await next();
    const body = ctx.body;
    if (body === null || body === undefined || ctx.compress === false || ctx.response.get('Content-Encoding')) return;
    if (typeof body === 'object' && !Buffer.isBuffer(body) && typeof (body as { pipe?: unknown }).pipe !== 'function') {
      const type = ctx.response.get('Content-Type');
      ctx.body = JSON.stringify(body);
      if (type) ctx.type = type;
    }
    if (typeof ctx.body === 'string' || Buffer.isBuffer(ctx.body)) {
      if (Buffer.byteLength(ctx.body as string | Buffer) < THRESHOLD) return;
    }
    await compressor(ctx, done);
  };
}
