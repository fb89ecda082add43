// The one error type that crosses the HTTP boundary. Everything a client may see is in here: a status, a stable
// machine-readable `code` and a human `detail`. Anything else thrown is an internal error and is shown as a bare 500.
import { recognisedAcrossCopies } from './brand.ts';

export interface FieldError {
  path: string;
  message: string;
}

export interface ProblemOptions {
  detail?: string;
  title?: string;
  errors?: FieldError[];
  headers?: Record<string, string>;
  /** Extra members for the problem body (never secrets). */
  extensions?: Record<string, unknown>;
  cause?: unknown;
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  423: 'Locked',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

// An answer never echoes unbounded input: a body with a million bad fields, or a schema message listing a million
// unknown keys, is named in the first few fields and a few hundred characters each.
const MAX_ERRORS = 20;
const MAX_ERROR_TEXT = 300;
const MAX_DETAIL = 2000;

function clipped(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

export class Problem extends Error {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  readonly detail: string;
  readonly errors: FieldError[] | undefined;
  /** Field errors left out of `errors` (it names the first MAX_ERRORS). */
  readonly omittedErrors: number;
  readonly headers: Record<string, string>;
  readonly extensions: Record<string, unknown>;

  constructor(status: number, code: string, options: ProblemOptions = {}) {
    super(options.detail ?? code, { cause: options.cause });
    this.name = 'Problem';
    this.status = status;
    this.code = code;
    this.title = options.title ?? TITLES[status] ?? 'Error';
    this.detail = clipped(options.detail ?? this.title, MAX_DETAIL);
    this.errors = options.errors
      ?.slice(0, MAX_ERRORS)
      .map((error) => ({ path: clipped(error.path, MAX_ERROR_TEXT), message: clipped(error.message, MAX_ERROR_TEXT) }));
    this.omittedErrors = Math.max(0, (options.errors?.length ?? 0) - MAX_ERRORS);
    this.headers = options.headers ?? {};
    this.extensions = options.extensions ?? {};
  }

  toBody(requestId: string): Record<string, unknown> {
    return {
      type: `https://portcullis.dev/problems/${this.code.toLowerCase().replaceAll('_', '-')}`,
      title: this.title,
      status: this.status,
      detail: this.detail,
      code: this.code,
      request_id: requestId,
      ...(this.errors ? { errors: this.errors } : {}),
      ...(this.omittedErrors > 0 ? { omitted_errors: this.omittedErrors } : {}),
      ...this.extensions,
    };
  }
}

const problemMark = recognisedAcrossCopies(Problem, 'portcullis.problem');

/** True for a Problem made by any copy of @portcullis/core (so is `instanceof Problem`). */
export function isProblem(error: unknown): error is Problem {
  return problemMark(error);
}

export const problems = {
  validation: (errors: FieldError[], detail = 'The request is not valid.') => new Problem(400, 'VALIDATION_ERROR', { detail, errors }),
  badRequest: (code: string, detail: string) => new Problem(400, code, { detail }),
  unauthenticated: (detail = 'Authentication is required.') => new Problem(401, 'AUTHENTICATION_REQUIRED', { detail }),
  forbidden: (detail = 'Your role does not allow this.', code = 'PERMISSION_DENIED') => new Problem(403, code, { detail }),
  notFound: (code: string, detail: string) => new Problem(404, code, { detail }),
  conflict: (code: string, detail: string, extensions?: Record<string, unknown>) => new Problem(409, code, { detail, ...(extensions ? { extensions } : {}) }),
  tooLarge: (limit: number) => new Problem(413, 'PAYLOAD_TOO_LARGE', { detail: `The request body is larger than ${limit} bytes.` }),
  unsupportedMediaType: (allowed: string[]) => new Problem(415, 'UNSUPPORTED_MEDIA_TYPE', { detail: `Send the body as one of: ${allowed.join(', ')}.` }),
  locked: (code: string, detail: string, extensions?: Record<string, unknown>) => new Problem(423, code, { detail, ...(extensions ? { extensions } : {}) }),
  tooManyRequests: (code: string, retryAfterSeconds: number, detail: string) =>
    new Problem(429, code, { detail, headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) } }),
  internal: () => new Problem(500, 'INTERNAL_ERROR', { detail: 'An unexpected error occurred.' }),
};

/** Raised at start-up when configuration or the plugin graph is wrong; lists every problem at once. */
export class StartupError extends Error {
  readonly problems: string[];
  constructor(headline: string, problemList: string[]) {
    super(`${headline}\n${problemList.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'StartupError';
    this.problems = problemList;
  }
}
