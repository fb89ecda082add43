import type { Context } from 'koa';
import { problems } from '../../errors.ts';
import type { Metrics } from '../../metrics.ts';
import { WindowLimiter } from '../rate-limiter.ts';

/** The global per-client limiter (health and metrics are answered before it): throws 429 once a client is over. */
export function rateLimitGuard(perMinute: number, metrics: Metrics, now: () => number): (ctx: Context) => void {
  const limiter = new WindowLimiter({ limit: perMinute, windowMs: 60_000, now });
  return (ctx) => {
    const retryAfter = limiter.hit(ctx.ip);
    if (retryAfter > 0) {
      metrics.rateLimited.inc({ limiter: 'global' });
      throw problems.tooManyRequests('RATE_LIMITED', retryAfter, 'Too many requests from this address; slow down.');
    }
  };
}
