import type { Context } from 'koa';
import { problems } from '../../errors.ts';

/**
 * Refuses a declared Content-Length over the limit before a byte of the body is read, whatever its content type
 * (the body parser only guards the types it parses). The connection is closed because the unread body is still
 * on its way.
 */
export function refuseOversizedBody(ctx: Context, limit: number): void {
  const declared = Number(ctx.req.headers['content-length'] || 0);
  if (declared > limit) {
    ctx.set('Connection', 'close');
    throw problems.tooLarge(limit);
  }
}
