import type { Context } from 'koa';

/**
 * The client closed its connection before any response was sent (a cancelled fetch, a closed tab). Whatever
 * failed after that is not the service's fault, and nobody will see the answer: such requests are counted with
 * status 499 (nginx's "client closed request") and logged at debug.
 */
export function clientWentAway(ctx: Context): boolean {
  return !ctx.res.headersSent && !ctx.writable;
}
