import type { ServiceError } from '@grpc/grpc-js';
import { decodeStatusDetails } from '@portcullis/proto/rpc-status';
import type { StatusDetails } from './errors.ts';

// The structured details a gateway puts in the `grpc-status-details-bin` trailer (a serialized google.rpc.Status).
// Only the wire module imports this: decoding them needs protobufjs, loaded with the first channel.

const TRAILER = 'grpc-status-details-bin';

/** The details of a failed call, or null when there are none (or they cannot be read: they are the gateway's bytes). */
export function statusDetailsOf(error: ServiceError): StatusDetails | null {
  const [bytes] = error.metadata?.get(TRAILER) ?? [];
  if (!Buffer.isBuffer(bytes)) return null;
  const decoded = decodeStatusDetails(bytes);
  if (!decoded) return null;
  return {
    fieldViolations: decoded.fieldViolations.map(({ field, description }) => ({ field, description })),
    errorInfo: decoded.errorInfo,
    retryDelayMs: decoded.retryDelayMs,
  };
}
