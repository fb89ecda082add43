import type { Context, Middleware, Next } from 'koa';
import type { Logger } from 'pino';
import { runWithContext } from '../../context.ts';
import type { Metrics } from '../../metrics.ts';
import { endServerSpan, openServerSpan } from '../../tracing/server-span.ts';
import type { Tracing } from '../../tracing/span.ts';
import { requestRecorder } from '../access-log.ts';
import type { ClientLimits } from '../client-limits.ts';
import { closeIfBodyUnread } from '../unread-body.ts';
import { refuseOversizedBody } from './body-limit.ts';
import { compressor } from './compression.ts';
import { answerWithProblem, unansweredProblem } from './problems.ts';
import { openRequestContext } from './request-context.ts';
import { applySecurityHeaders } from './security-headers.ts';

export interface PipelineOptions {
  logger: Logger;
  metrics: Metrics;
  securityHeaders: Record<string, string>;
  bodyLimitBytes: number;
  rateLimitExempt: Set<string>;
  now: () => number;
  /** WWW-Authenticate challenges of a 401. */
  challenges: () => string[];
  /** Null while tracing is off (the default): then no request has a span. */
  tracing: Tracing | null;
}

/**
 * What every request passes before its route, as one middleware: request id and context → security headers →
 * problem+json for any failure below (and the request's trace span, while tracing is on) → per-client connection cap and rate limit (client-limits.ts) → body-size
 * guard → (the routes) → compression of the answer → `Connection: close` if the body was never read → access log
 * and metrics. One layer instead of one each: every Koa layer is an async frame, a promise and
 * a dispatch closure per request, which the single read paid several times over.
 */
export function kernelPipeline(options: PipelineOptions, limits: ClientLimits): Middleware {
  const record = requestRecorder(options.logger, options.metrics);
  const compress = compressor();

  const serve = async (ctx: Context, next: Next): Promise<void> => {
    try {
      limits.admit(ctx.req, ctx.res, { rateExempt: options.rateLimitExempt.has(ctx.path) });
      refuseOversizedBody(ctx, options.bodyLimitBytes);
      await next();
      await compress(ctx);
      const unanswered = unansweredProblem(ctx);
      if (unanswered) throw unanswered;
    } catch (error) {
      answerWithProblem(ctx, error, options.logger, options.metrics, options.challenges);
    }
  };

  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    const context = openRequestContext(ctx);
    if (options.tracing) openServerSpan(options.tracing, ctx, context);
    applySecurityHeaders(ctx.res, options.securityHeaders);
    try {
      await runWithContext(context, () => serve(ctx, next));
    } finally {
      closeIfBodyUnread(ctx);
      endServerSpan(context, ctx.method, record(ctx, context, started));
    }
  };
}
