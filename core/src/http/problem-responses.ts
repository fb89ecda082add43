import type { AnyRoute } from './route.ts';
import { gatewayParamOf } from './router.ts';

/** The shared OpenAPI response each problem status is documented by. */
export const PROBLEM_RESPONSES: Record<number, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'The request is not valid (`errors` names each field).' },
  401: { name: 'Unauthenticated', description: 'Authentication is required or failed (with `WWW-Authenticate`).' },
  403: { name: 'Forbidden', description: "The caller's role, or the request's origin, does not allow this." },
  404: { name: 'NotFound', description: 'What the path names does not exist (or is not visible to the caller).' },
  409: { name: 'Conflict', description: 'The request conflicts with the current state.' },
  413: { name: 'PayloadTooLarge', description: 'The request body is larger than allowed.' },
  415: { name: 'UnsupportedMediaType', description: 'The request body is in an encoding this route does not accept.' },
  422: { name: 'Unprocessable', description: 'The request is well-formed but cannot be carried out.' },
  423: { name: 'Locked', description: 'Locked: a kill switch, a curfew or a lockout forbids this now.' },
  429: { name: 'TooManyRequests', description: 'Too many requests; retry after `Retry-After` seconds.' },
  500: { name: 'InternalError', description: 'An unexpected error occurred.' },
  501: { name: 'NotImplemented', description: 'The gateway does not support this.' },
  502: { name: 'BadGateway', description: 'The gateway answered with an error or an unusable answer.' },
  503: { name: 'ServiceUnavailable', description: 'A gateway or a needed service cannot be reached now.' },
  504: { name: 'GatewayTimeout', description: 'The gateway did not answer in time.' },
};

const GATEWAY_PROBLEMS = [409, 500, 501, 502, 503, 504];

/**
 * Problem statuses a route may answer, derived from its declaration (what the kernel itself refuses with) plus what
 * the route declares it adds: input is checked (400) and credentials presented (401) on every route, non-public
 * routes authorise (403), path parameters name something (404), writes may conflict with what is stored (409: the
 * kernel answers a unique-constraint violation so), bodies are limited in size and encoding (413/415), every client
 * is rate limited unless exempt (429), YAML bodies are parsed on a compute worker (429 per caller, 503 when the
 * workers are saturated), routes on a gateway pass on what it refuses (409 precondition or conflict,
 * 501 unsupported), that it may not answer well (502/503/504) and that its stored credentials may not decrypt
 * under the current key (500).
 */
export function problemStatusesOf(route: AnyRoute): number[] {
  const statuses = new Set(route.problems ?? []);
  // On every route: hostile input (NUL, `__proto__` keys...) is refused before any schema, and a credential that
  // does not hold is refused even where none is needed.
  statuses.add(400);
  statuses.add(401);
  if (route.access !== 'public') statuses.add(403);
  if (route.path.includes('{')) statuses.add(404);
  if (route.method !== 'GET') statuses.add(409);
  if (route.body) {
    statuses.add(413);
    statuses.add(415);
  }
  // YAML is parsed on a compute worker: limited per caller (429) and by the pool's capacity (503).
  if (route.body && route.bodyTypes?.includes('yaml')) {
    statuses.add(429);
    statuses.add(503);
  }
  if (!route.rateLimitExempt) statuses.add(429);
  if (gatewayParamOf(route)) for (const status of GATEWAY_PROBLEMS) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}
