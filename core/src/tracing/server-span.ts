import type { Context } from 'koa';
import type { RequestContext } from '../context.ts';
import type { Tracing } from './span.ts';

/**
 * Opens the span of a request, continuing the caller's trace when it sent W3C trace context headers (`traceparent`,
 * `tracestate`). Its name becomes `METHOD /route/template` once the route is known (`endServerSpan`).
 */
export function openServerSpan(tracing: Tracing, ctx: Context, context: RequestContext): void {
  context.span = tracing.serverSpan(ctx.method, ctx.req.headers, {
    'http.request.method': ctx.method,
    'url.path': ctx.path,
    'portcullis.request_id': context.requestId,
  });
}

/** What the request came to: the route template it matched (`unmatched`) and the status it was counted with. */
export interface RequestOutcome {
  route: string;
  status: number;
}

/** Ends the request's span, if it has one; a 5xx marks it as failed (a 4xx is the caller's, not the service's). */
export function endServerSpan(context: RequestContext, method: string, outcome: RequestOutcome): void {
  const span = context.span;
  if (!span) return;
  if (outcome.route !== 'unmatched') {
    span.rename(`${method} ${outcome.route}`);
    span.setAttributes({ 'http.route': outcome.route });
  }
  span.setAttributes({ 'http.response.status_code': outcome.status });
  span.end(outcome.status >= 500 ? `HTTP ${outcome.status}` : undefined);
}
