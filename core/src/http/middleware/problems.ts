import type { Context } from 'koa';
import type { Logger } from 'pino';
import { problemOfDatabaseError } from '../../db/errors.ts';
import { isProblem, Problem, problems } from '../../errors.ts';
import type { Metrics } from '../../metrics.ts';
import { clientWentAway } from '../client-gone.ts';
import { answerJson } from '../json-body.ts';

/**
 * Turns a failure into RFC 9457 problem+json; internals of unexpected errors stay in the log. A 401 names the
 * schemes the service accepts in WWW-Authenticate (`challenges`).
 */
export function answerWithProblem(ctx: Context, error: unknown, logger: Logger, metrics: Metrics, challenges: () => string[]): void {
  const problem = toProblem(error);
  if (problem.status >= 500 && problem.code === 'INTERNAL_ERROR') reportUnexpected(ctx, error, logger, metrics);
  writeProblem(ctx, problem);
  if (problem.status === 401 && !problem.headers['WWW-Authenticate']) ctx.set('WWW-Authenticate', challenges());
}

/** The router answers unmatched paths and methods with an empty body (keeping the Allow header it set). */
export function unansweredProblem(ctx: Context): Problem | null {
  return ctx.body === undefined || ctx.body === null ? unmatched(ctx) : null;
}

/**
 * What the router left unanswered. A method the router does not know at all (PROPFIND) is treated like a known
 * one it does not serve there: 405 with `Allow` where the path exists, 404 where it does not.
 */
function unmatched(ctx: Context): Problem | null {
  const status = ctx.status === 501 ? (ctx.response.get('Allow') ? 405 : 404) : ctx.status;
  if (!ctx.response.get('Allow')) ctx.remove('Allow');
  if (status === 404 && !ctx.state.routeTemplate) return problems.notFound('NOT_FOUND', `No route for ${ctx.method} ${ctx.path}.`);
  if (status === 405) return new Problem(405, 'METHOD_NOT_ALLOWED', { detail: `${ctx.method} is not allowed on ${ctx.path}.` });
  return null;
}

function reportUnexpected(ctx: Context, error: unknown, logger: Logger, metrics: Metrics): void {
  if (clientWentAway(ctx)) {
    logger.debug({ err: error, request_id: requestId(ctx) }, 'request failed after the client went away');
    return;
  }
  logger.error({ err: error, request_id: requestId(ctx) }, 'unhandled error');
  metrics.unexpected('request');
}

function writeProblem(ctx: Context, problem: Problem): void {
  ctx.status = problem.status;
  for (const [name, value] of Object.entries(problem.headers)) ctx.set(name, value);
  ctx.type = 'application/problem+json';
  answerJson(ctx, problem.toBody(requestId(ctx)));
}

function requestId(ctx: Context): string {
  return (ctx.state.context as { requestId?: string } | undefined)?.requestId ?? '';
}

/**
 * Koa's own errors (ctx.throw, a malformed URL) carry a status and `expose`; a duplicate key is a 409; anything else
 * is a bare 500.
 */
function toProblem(error: unknown): Problem {
  if (isProblem(error)) return error;
  const stored = problemOfDatabaseError(error);
  if (stored) return stored;
  const { status, expose, message } = (error ?? {}) as { status?: number; expose?: boolean; message?: string };
  if (typeof status === 'number' && status >= 400 && status < 500 && expose) {
    return new Problem(status, status === 400 ? 'VALIDATION_ERROR' : 'REQUEST_ERROR', { detail: message ?? 'The request could not be handled.' });
  }
  return problems.internal();
}
