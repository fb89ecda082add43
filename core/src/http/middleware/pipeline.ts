import type { Context, Middleware, Next } from 'koa';
import type { Logger } from 'pino';
import { runWithContext } from '../../context.ts';
import type { Metrics } from '../../metrics.ts';
import { requestRecorder } from '../access-log.ts';
import { refuseOversizedBody } from './body-limit.ts';
import { compressor } from './compression.ts';
import { answerWithProblem, unansweredProblem } from './problems.ts';
import { rateLimitGuard } from './rate-limit.ts';
import { openRequestContext } from './request-context.ts';
import { applySecurityHeaders } from './security-headers.ts';

export interface PipelineOptions {
  logger: Logger;
  metrics: Metrics;
  securityHeaders: Record<string, string>;
  bodyLimitBytes: number;
  rateLimitPerMinute: number;
  rateLimitExempt: Set<string>;
  now: () => number;
  /** WWW-Authenticate challenges of a 401. */
  challenges: () => string[];
}

/**
 * What every request passes before its route, as one middleware: request id and context → security headers →
 * problem+json for any failure below → per-client rate limit → body-size guard → (the routes) → compression of the
 * answer → access log and metrics. One layer instead of one each: every Koa layer is an async frame, a promise and
 * a dispatch closure per request, which the single read paid several times over (issue 12).
 */
export function kernelPipeline(options: PipelineOptions): Middleware {
  const record = requestRecorder(options.logger, options.metrics);
  const admitRate = rateLimitGuard(options.rateLimitPerMinute, options.metrics, options.now);
  const compress = compressor();

  const serve = async (ctx: Context, next: Next): Promise<void> => {
    try {
      if (!options.rateLimitExempt.has(ctx.path)) admitRate(ctx);
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
    applySecurityHeaders(ctx.res, options.securityHeaders);
    try {
      await runWithContext(context, () => serve(ctx, next));
    } finally {
      record(ctx, context, started);
    }
  };
}
