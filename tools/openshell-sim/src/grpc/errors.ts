// Gateway errors carry a gRPC status code and the exact message a real gateway would send, so handlers can `throw`
// and the call wrapper turns the error into a status. They may also carry google.rpc details (BadRequest field
// violations, an ErrorInfo reason, a retry delay): 0.1 gateways send them in the grpc-status-details-bin trailer
// (docs/openshell-0.1.md §2.13); the 0.0 line never does, so its wrapper drops them.
import { status } from '@grpc/grpc-js';

/** The domain of the gateway's own ErrorInfo reasons. */
export const ERROR_DOMAIN = 'openshell.nvidia.com';

export interface ErrorDetails {
  fieldViolations?: { field: string; description: string }[];
  errorInfo?: { reason: string; metadata?: Record<string, string> };
  retryDelayMs?: number;
}

export class GatewayError extends Error {
  readonly code: status;
  readonly details: ErrorDetails | undefined;

  constructor(code: status, message: string, details?: ErrorDetails) {
    super(message);
    this.code = code;
    this.details = details;
  }
}

export const invalidArgument = (message: string) => new GatewayError(status.INVALID_ARGUMENT, message);
export const notFound = (message: string) => new GatewayError(status.NOT_FOUND, message);
export const failedPrecondition = (message: string) => new GatewayError(status.FAILED_PRECONDITION, message);
export const alreadyExists = (message: string) => new GatewayError(status.ALREADY_EXISTS, message);
export const permissionDenied = (message: string) => new GatewayError(status.PERMISSION_DENIED, message);
export const unauthenticated = (message: string) => new GatewayError(status.UNAUTHENTICATED, message);
export const unavailable = (message: string) => new GatewayError(status.UNAVAILABLE, message);
export const resourceExhausted = (message: string) => new GatewayError(status.RESOURCE_EXHAUSTED, message);
export const unimplemented = (message: string) => new GatewayError(status.UNIMPLEMENTED, message);
export const outOfRange = (message: string) => new GatewayError(status.OUT_OF_RANGE, message);

/** A field-level validation failure as upstream's rpc_error builds it: BadRequest plus reason INVALID_ARGUMENT. */
export function invalidField(field: string, message: string): GatewayError {
  return new GatewayError(status.INVALID_ARGUMENT, message, {
    fieldViolations: [{ field, description: message }],
    errorInfo: { reason: 'INVALID_ARGUMENT' },
  });
}

/** A precondition failure with a stable, machine-readable reason. */
export function failedPreconditionBecause(reason: string, message: string, metadata?: Record<string, string>): GatewayError {
  return new GatewayError(status.FAILED_PRECONDITION, message, { errorInfo: { reason, ...(metadata ? { metadata } : {}) } });
}

/** ABORTED for a failed compare-and-swap, in the gateway's wording; the current version also travels as ErrorInfo. */
export function concurrentModification(operation: string, currentVersion: number): GatewayError {
  return new GatewayError(status.ABORTED, `${operation} failed due to concurrent modification (current resource_version: ${currentVersion})`, {
    errorInfo: {
      reason: 'RESOURCE_VERSION_CONFLICT',
      metadata: { recovery: 'REFRESH_STATE', current_resource_version: String(currentVersion) },
    },
  });
}

/** `<field> is required`, the gateway's message for a missing key. */
export function requireField(value: string | undefined | null, field: string): string {
  if (!value) throw invalidArgument(`${field} is required`);
  return value;
}

/** Accepts gRPC code names ("NOT_FOUND") or numbers, as the control API receives both. */
export function parseStatusCode(code: string | number): status {
  if (typeof code === 'number') return code;
  const value = (status as unknown as Record<string, number>)[code.toUpperCase()];
  if (value === undefined) throw new TypeError(`unknown gRPC status code '${code}'`);
  return value;
}

/** What a client sees when the answer was lost in transit after the gateway acted (control.dropNextResponse). */
export function droppedResponse(): GatewayError {
  return unavailable('connection dropped before the response arrived (simulated)');
}
