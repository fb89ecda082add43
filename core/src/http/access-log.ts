import type { Context } from 'koa';
import type { RequestContext } from '../context.ts';
import { accessLine, type Logger } from '../logger.ts';
import type { Metrics } from '../metrics.ts';
import type { RequestOutcome } from '../tracing/server-span.ts';
import { clientWentAway } from './client-gone.ts';

/** Records a finished request: its access log line and the HTTP metrics; says what it recorded. */
export type RequestRecorder = (ctx: Context, context: RequestContext, startedNs: bigint) => RequestOutcome;

/**
 * A request whose client went away before any answer is counted with status 499 (nginx's "client closed request")
 * and logged at debug: whatever failed after that is not the service's fault, and nobody saw the answer.
 */
export function requestRecorder(logger: Logger, metrics: Metrics): RequestRecorder {
  const line = accessLine(logger);
  return (ctx, context, startedNs) => {
    const seconds = Number(process.hrtime.bigint() - startedNs) / 1e9;
    const gone = clientWentAway(ctx);
    const status = gone ? 499 : ctx.status;
    const route = (ctx.state.routeTemplate as string | undefined) ?? 'unmatched';
    const method = ctx.method;
    const statusLabel = String(status);
    metrics.requests.count(method, statusLabel);
    metrics.requests.time(method, route, statusLabel, seconds);
    const fields = { request_id: context.requestId, trace: context.span, method, route, status, ms: Math.round(seconds * 1000), actor: context.actor?.name };
    if (gone) line('debug', fields, 'request ended: the client went away');
    else line('info', fields, 'request');
    return { route, status };
  };
}
