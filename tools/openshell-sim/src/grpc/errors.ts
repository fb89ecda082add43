// Gateway errors carry a gRPC status code and the exact message a real gateway would send, so handlers can `throw`
// and the call wrapper turns the error into a status.
import { status } from '@grpc/grpc-js';

export class GatewayError extends Error {
  readonly code: status;

  constructor(code: status, message: string) {
    super(message);
    this.code = code;
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

/** ABORTED for a failed compare-and-swap, in the gateway's wording. */
export function concurrentModification(operation: string, currentVersion: number): GatewayError {
  return new GatewayError(status.ABORTED, `${operation} failed due to concurrent modification (current resource_version: ${currentVersion})`);
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
