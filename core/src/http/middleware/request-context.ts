import type { Context } from 'koa';
import { newContext, type RequestContext } from '../../context.ts';
import { requestIdFrom } from '../request-id.ts';

/**
 * Gives the request its id (the client's X-Request-ID when safe, echoed back) and opens the request context every
 * layer below reads; the pipeline runs the rest of the request inside it.
 */
export function openRequestContext(ctx: Context): RequestContext {
  const context = newContext({ requestId: requestIdFrom(ctx.req.headers['x-request-id']), actor: null, clientIp: ctx.ip });
  ctx.state.context = context;
  ctx.res.setHeader('X-Request-ID', context.requestId);
  return context;
}
