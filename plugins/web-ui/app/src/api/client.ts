import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './schema.ts';

/** RFC 9457 problem details as the API sends them. */
export interface Problem {
  status: number;
  code: string;
  title?: string;
  detail: string;
  request_id: string;
  errors?: { path: string; message: string }[];
  /** How many more fields were wrong than `errors` lists (the API names at most a few). */
  omitted_errors?: number;
}

/** A refused or failed call, carrying the problem the API answered (or one made up for a network failure). */
export class ApiError extends Error {
  readonly problem: Problem;
  constructor(problem: Problem) {
    super(problem.detail);
    this.problem = problem;
  }
}

type ExpiryListener = () => void;
const expiryListeners = new Set<ExpiryListener>();

/** Called when a call that needed a session answers 401: the session expired or was revoked. */
export function onSessionExpired(listener: ExpiryListener): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

const expiryWatch: Middleware = {
  onResponse({ request, response }) {
    if (response.status === 401 && !new URL(request.url).pathname.startsWith('/api/auth/')) {
      for (const listener of expiryListeners) listener();
    }
    return undefined;
  },
};

/** Same origin, so the session cookie travels and the browser adds the Origin header writes need. */
export const api = createClient<paths>({ baseUrl: window.location.origin, credentials: 'same-origin' });
api.use(expiryWatch);

function asProblem(error: unknown, response: Response): Problem {
  const body = (error ?? {}) as Partial<Problem>;
  return {
    status: body.status ?? response.status,
    code: body.code ?? 'HTTP_ERROR',
    detail: body.detail ?? `${response.status} ${response.statusText}`,
    request_id: body.request_id ?? response.headers.get('x-request-id') ?? '',
    ...(body.errors ? { errors: body.errors } : {}),
  };
}

/** Unwraps an openapi-fetch result: the data, or an ApiError with the problem. */
export async function expect<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await call;
  } catch (error) {
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', detail: `The service could not be reached (${(error as Error).message}).`, request_id: '' });
  }
  if (!result.response.ok) throw new ApiError(asProblem(result.error, result.response));
  return result.data as T;
}

/** expect for a resource that may be unset (a route, a pin, a curfew, a workflow): its 404 is null, not a failure. */
export async function expectOptional<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T | null> {
  try {
    return await expect(call);
  } catch (error) {
    if (error instanceof ApiError && error.problem.status === 404) return null;
    throw error;
  }
}
