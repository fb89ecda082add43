import type { ServiceError } from '@grpc/grpc-js';
import { Problem } from '@portcullis/core';
import { GrpcStatus } from './grpc-status.ts';

// gRPC status → the problem a REST caller sees (decisions §1). The gateway's own message goes into `detail`;
// anything that looks like one of our credentials is blanked first.

export interface MappingOptions {
  gateway: string;
  /** The 404 code for NOT_FOUND (`SANDBOX_NOT_FOUND`, `PROVIDER_NOT_FOUND`, ...); default `NOT_FOUND`. */
  notFound?: string;
  /** Strings that must never appear in the detail (the bearer token). */
  redact?: Array<string | null>;
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
