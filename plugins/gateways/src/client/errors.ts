import { status, type ServiceError } from '@grpc/grpc-js';
import { Problem } from '@portcullis/core';

// gRPC status → the problem a REST caller sees (decisions §1). The gateway's own message goes into `detail`;
// anything that looks like one of our credentials is blanked first.

export interface MappingOptions {
  gateway: string;
  /** The 404 code for NOT_FOUND (`SANDBOX_NOT_FOUND`, `PROVIDER_NOT_FOUND`, ...); default `NOT_FOUND`. */
  notFound?: string;
  /** Strings that must never appear in the detail (the bearer token). */
  redact?: Array<string | null>;
}

const STATUS_NAMES = Object.fromEntries(Object.entries(status).filter(([, value]) => typeof value === 'number').map(([name, value]) => [value, name])) as Record<number, string>;

export function grpcStatusName(code: number): string {
  return STATUS_NAMES[code] ?? `CODE_${code}`;
}

export function isServiceError(error: unknown): error is ServiceError {
  return error instanceof Error && typeof (error as Partial<ServiceError>).code === 'number' && 'metadata' in error;
}

/** grpc-js decorates connection failures; keep the useful part. */
export function cleanMessage(details: string, redact: Array<string | null> = []): string {
  let message = details.replace(/\s*Resolution note:\s*$/, '').replace(/\s*\(\d{4}-\d\d-\d\dT[^)]*\)/g, '').trim();
  for (const secret of redact) if (secret) message = message.split(secret).join('[REDACTED]');
  return message;
}

interface Mapped {
  status: number;
  code: string;
}

function mapping(code: number, notFound: string): Mapped {
  switch (code) {
    case status.INVALID_ARGUMENT:
    case status.OUT_OF_RANGE: return { status: 400, code: 'VALIDATION_ERROR' };
    case status.NOT_FOUND: return { status: 404, code: notFound };
    case status.ALREADY_EXISTS: return { status: 409, code: 'ALREADY_EXISTS' };
    case status.FAILED_PRECONDITION: return { status: 409, code: 'GATEWAY_PRECONDITION_FAILED' };
    case status.ABORTED: return { status: 409, code: 'CONCURRENT_MODIFICATION' };
    case status.RESOURCE_EXHAUSTED: return { status: 429, code: 'RATE_LIMITED' };
    case status.UNAUTHENTICATED:
    case status.PERMISSION_DENIED: return { status: 502, code: 'GATEWAY_AUTH_FAILED' };
    case status.UNAVAILABLE:
    case status.CANCELLED: return { status: 503, code: 'GATEWAY_UNAVAILABLE' };
    case status.DEADLINE_EXCEEDED: return { status: 504, code: 'GATEWAY_TIMEOUT' };
    case status.UNIMPLEMENTED: return { status: 501, code: 'GATEWAY_UNSUPPORTED' };
    default: return { status: 502, code: 'GATEWAY_ERROR' };
  }
}

/** Maps a gRPC failure of a call to `options.gateway` to a Problem; anything else passes through unchanged. */
export function gatewayProblem(error: unknown, options: MappingOptions): unknown {
  if (!isServiceError(error)) return error;
  const { status: httpStatus, code } = mapping(error.code, options.notFound ?? 'NOT_FOUND');
  const message = cleanMessage(error.details || error.message, options.redact);
  const detail = message || `Gateway ${options.gateway} answered ${grpcStatusName(error.code)}.`;
  return new Problem(httpStatus, code, {
    detail,
    ...(httpStatus === 429 ? { headers: { 'Retry-After': '1' } } : {}),
    extensions: { gateway: options.gateway, grpc_status: grpcStatusName(error.code) },
    cause: error,
  });
}
