import type { Middleware } from 'koa';
import type { PageFallback } from '../../system/extension-points.ts';

/**
 * Offers a GET or HEAD to the contributed page fallbacks when no route's path matched it (`ctx.matched` holds the
 * layers whose path matched, whatever their method: those requests stay with the router's 404/405).
 */
export function pageFallback(fallbacks: () => PageFallback[]): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    if (ctx.body !== undefined && ctx.body !== null) return;
    if ((ctx as { matched?: unknown[] }).matched?.length) return;
    for (const fallback of fallbacks()) {
      if (await fallback.serve(ctx)) return;
    }
  };
}
