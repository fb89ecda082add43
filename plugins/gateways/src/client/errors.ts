import type { ServiceError } from '@grpc/grpc-js';
import { Problem } from '@portcullis/core';
import { GrpcStatus } from './grpc-status.ts';

// gRPC status → the problem a REST caller sees (docs/decisions.md §1). The gateway's own message goes into `detail`;
// anything that looks like one of our credentials is blanked first. Gateways of the 0.1 line add structured details
// (google.rpc BadRequest, ErrorInfo, RetryInfo): their field violations become the problem's `errors`, and the
// ErrorInfo reasons of request ids (docs/wire-lines.md) get problems of their own, worded for people.

/** What the `grpc-status-details-bin` trailer said, decoded (client/status-details.ts). */
export interface StatusDetails {
  fieldViolations: Array<{ field: string; description: string }>;
  errorInfo: { reason: string; domain: string; metadata: Record<string, string> } | null;
  retryDelayMs: number | null;
}

export interface MappingOptions {
  gateway: string;
  /** The 404 code for NOT_FOUND (`SANDBOX_NOT_FOUND`, `PROVIDER_NOT_FOUND`, ...); default `NOT_FOUND`. */
  notFound?: string;
  /** Strings that must never appear in the detail (the bearer token). */
  redact?: Array<string | null>;
  details?: StatusDetails | null;
}

const STATUS_NAMES = Object.fromEntries(
  Object.entries(GrpcStatus)
    .filter(([, value]) => typeof value === 'number')
    .map(([name, value]) => [value, name]),
) as Record<number, string>;

export function grpcStatusName(code: number): string {
  return STATUS_NAMES[code] ?? `CODE_${code}`;
}

export function isServiceError(error: unknown): error is ServiceError {
  return error instanceof Error && typeof (error as Partial<ServiceError>).code === 'number' && 'metadata' in error;
}

/** grpc-js decorates connection failures; keep the useful part. */
export function cleanMessage(details: string, redact: Array<string | null> = []): string {
  let message = details
    .replace(/\s*Resolution note:\s*$/, '')
    .replace(/\s*\(\d{4}-\d\d-\d\dT[^)]*\)/g, '')
    .trim();
  for (const secret of redact) if (secret) message = message.split(secret).join('[REDACTED]');
  return message;
}

interface Mapped {
  status: number;
  code: string;
}

function mapping(code: number, notFound: string): Mapped {
  switch (code) {
    case GrpcStatus.INVALID_ARGUMENT:
    case GrpcStatus.OUT_OF_RANGE:
      return { status: 400, code: 'VALIDATION_ERROR' };
    case GrpcStatus.NOT_FOUND:
      return { status: 404, code: notFound };
    case GrpcStatus.ALREADY_EXISTS:
      return { status: 409, code: 'ALREADY_EXISTS' };
    case GrpcStatus.FAILED_PRECONDITION:
      return { status: 409, code: 'GATEWAY_PRECONDITION_FAILED' };
    case GrpcStatus.ABORTED:
      return { status: 409, code: 'CONCURRENT_MODIFICATION' };
    case GrpcStatus.RESOURCE_EXHAUSTED:
      return { status: 429, code: 'RATE_LIMITED' };
    case GrpcStatus.UNAUTHENTICATED:
    case GrpcStatus.PERMISSION_DENIED:
      return { status: 502, code: 'GATEWAY_AUTH_FAILED' };
    case GrpcStatus.UNAVAILABLE:
    case GrpcStatus.CANCELLED:
      return { status: 503, code: 'GATEWAY_UNAVAILABLE' };
    case GrpcStatus.DEADLINE_EXCEEDED:
      return { status: 504, code: 'GATEWAY_TIMEOUT' };
    case GrpcStatus.UNIMPLEMENTED:
      return { status: 501, code: 'GATEWAY_UNSUPPORTED' };
    default:
      return { status: 502, code: 'GATEWAY_ERROR' };
  }
}

/**
 * The request-id reasons of a 0.1 gateway (at-most-once mutations), as problems that say what happened and what to
 * do. The gateway's own message follows in the detail.
 */
const REQUEST_ID_REASONS: Record<string, { status: number; code: string; say: (gateway: string) => string }> = {
  REQUEST_ID_PAYLOAD_MISMATCH: {
    status: 409,
    code: 'REQUEST_ID_CONFLICT',
    say: (gateway) => `Gateway ${gateway} already handled this request id with a different payload, so it did nothing now.`,
  },
  REQUEST_OUTCOME_UNCERTAIN: {
    status: 503,
    code: 'GATEWAY_OUTCOME_UNCERTAIN',
    say: (gateway) => `An earlier attempt of this request is still in progress on gateway ${gateway}; retry shortly (it will not be done twice).`,
  },
  REQUEST_REPLAY_UNAVAILABLE: {
    status: 409,
    code: 'GATEWAY_REPLAY_UNAVAILABLE',
    say: (gateway) => `Gateway ${gateway} already handled this request but can no longer say how it ended; look at the resource to see the outcome.`,
  },
  REQUEST_STREAM_UNAVAILABLE: {
    status: 409,
    code: 'EXEC_ALREADY_RAN',
    say: (gateway) => `This command already ran on gateway ${gateway}; its output cannot be replayed, and it was not run again.`,
  },
};

/** Maps a gRPC failure of a call to `options.gateway` to a Problem; anything else passes through unchanged. */
export function gatewayProblem(error: unknown, options: MappingOptions): unknown {
  if (!isServiceError(error)) return error;
  const details = options.details ?? null;
  const reason = details?.errorInfo?.reason ?? null;
  const special = reason ? REQUEST_ID_REASONS[reason] : undefined;
  const { status: httpStatus, code } = special ?? mapping(error.code, options.notFound ?? 'NOT_FOUND');
  const message = cleanMessage(error.details || error.message, options.redact);
  const said = message || `Gateway ${options.gateway} answered ${grpcStatusName(error.code)}.`;
  const detail = special ? `${special.say(options.gateway)} (${said})` : said;
  const retryAfter = details?.retryDelayMs ? String(Math.max(1, Math.ceil(details.retryDelayMs / 1000))) : '1';
  return new Problem(httpStatus, code, {
    detail,
    ...(httpStatus === 429 || httpStatus === 503 ? { headers: { 'Retry-After': retryAfter } } : {}),
    ...(details && details.fieldViolations.length > 0
      ? { errors: details.fieldViolations.map(({ field, description }) => ({ path: `gateway.${field}`, message: description })) }
      : {}),
    extensions: {
      gateway: options.gateway,
      grpc_status: grpcStatusName(error.code),
      ...(reason ? { reason } : {}),
      ...(details?.errorInfo?.metadata.current_resource_version
        ? { current_resource_version: Number(details.errorInfo.metadata.current_resource_version) }
        : {}),
    },
    cause: error,
  });
}
