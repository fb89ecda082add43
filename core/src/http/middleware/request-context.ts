import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { newContext, type RequestContext, runWithContext } from '../../context.ts';
import { hooklessLogger } from '../../logger.ts';
import type { Metrics } from '../../metrics.ts';
import { clientWentAway } from '../client-gone.ts';
import { requestIdFrom } from '../request-id.ts';

/**
 * First in the pipeline: gives the request its id (echoed in X-Request-ID), opens the request context every
 * layer below can read, and records the access log line and HTTP metrics when the response is done.
 */
export function requestContext(logger: Logger, metrics: Metrics): Middleware {
  const accessLog = hooklessLogger(logger);
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    const context: RequestContext = newContext({ requestId: requestIdFrom(ctx.get('x-request-id')), actor: null, clientIp: ctx.ip });
    ctx.state.context = context;
    ctx.set('X-Request-ID', context.requestId);
    try {
      await runWithContext(context, next);
    } finally {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const gone = clientWentAway(ctx);
      const status = gone ? '499' : String(ctx.status);
      const route = (ctx.state.routeTemplate as string | undefined) ?? 'unmatched';
      metrics.httpRequests.inc({ method: ctx.method, status });
      metrics.httpDuration.observe({ method: ctx.method, route, status }, seconds);
      const line = {
        request_id: context.requestId,
        method: ctx.method,
        route,
        status: Number(status),
        ms: Math.round(seconds * 1000),
        actor: context.actor?.name,
      };
      if (gone) accessLog.debug(line, 'request ended: the client went away');
      else accessLog.info(line, 'request');
    }
  };
}
