import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import { Problem, problems } from '../../errors.ts';

/** Turns every failure into RFC 9457 problem+json; internals of unexpected errors stay in the log. */
export function problemHandler(logger: Logger, bodyLimit: number): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      // The router answers unmatched paths and methods with an empty body (keeping the Allow header it set).
      if (ctx.body === undefined || ctx.body === null) {
        if (ctx.status === 404 && !ctx.state.routeTemplate) throw problems.notFound('NOT_FOUND', `No route for ${ctx.method} ${ctx.path}.`);
        if (ctx.status === 405) throw new Problem(405, 'METHOD_NOT_ALLOWED', { detail: `${ctx.method} is not allowed on ${ctx.path}.` });
        if (ctx.status === 501) throw new Problem(501, 'NOT_IMPLEMENTED', { detail: `${ctx.method} is not implemented.` });
      }
    } catch (error) {
      const problem = toProblem(error, bodyLimit);
      if (problem.status >= 500 && problem.code === 'INTERNAL_ERROR') {
        logger.error({ err: error, request_id: requestId(ctx) }, 'unhandled error');
      }
      writeProblem(ctx, problem);
    }
  };
}

export function writeProblem(ctx: Context, problem: Problem): void {
  ctx.status = problem.status;
  for (const [name, value] of Object.entries(problem.headers)) ctx.set(name, value);
  ctx.type = 'application/problem+json';
  ctx.body = problem.toBody(requestId(ctx));
}

function requestId(ctx: Context): string {
  return (ctx.state.context as { requestId?: string } | undefined)?.requestId ?? '';
}

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  headers?: Record<string, string>;
}

/** Maps errors raised by Koa, the router and the body parser to problems; everything else is a bare 500. */
function toProblem(error: unknown, bodyLimit: number): Problem {
  if (error instanceof Problem) return error;
  const status = (error as HttpishError)?.status ?? (error as HttpishError)?.statusCode;
  const type = (error as HttpishError)?.type;
  if (status === 413 || type === 'entity.too.large') return problems.tooLarge(bodyLimit);
  if (type === 'entity.parse.failed' || (error instanceof SyntaxError && status === 400)) {
    return problems.validation([{ path: 'body', message: 'is not valid JSON' }], 'The request body could not be parsed.');
  }
  if (status === 415) return new Problem(415, 'UNSUPPORTED_MEDIA_TYPE', { detail: 'This content type is not accepted here.' });
  if (status === 400 && (error as HttpishError).expose) return problems.validation([{ path: 'body', message: (error as Error).message }]);
  return problems.internal();
}
