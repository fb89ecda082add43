import type { Middleware } from 'koa';
import { problems } from '../../errors.ts';

/**
 * Refuses a declared Content-Length over the limit before a byte of the body is read, whatever its content type
 * (the body parser only guards the types it parses). The connection is closed because the unread body is still
 * on its way.
 */
export function bodyLimit(limit: number): Middleware {
  return async (ctx, next) => {
    const declared = Number(ctx.get('content-length') || 0);
    if (declared > limit) {
      ctx.set('Connection', 'close');
      throw problems.tooLarge(limit);
    }
    await next();
  };
}
