// Errors as a 0.1 gateway sends them: the status code and message, plus, when the error carries them, google.rpc
// details (BadRequest, ErrorInfo in domain openshell.nvidia.com, RetryInfo) in the grpc-status-details-bin trailer.
import * as grpc from '@grpc/grpc-js';
import { encodeStatusDetails } from '@portcullis/proto/rpc-status';
import { ERROR_DOMAIN, GatewayError } from '../grpc/errors.ts';
import { toServiceError } from '../grpc/pipeline.ts';

export const STATUS_DETAILS_KEY = 'grpc-status-details-bin';

function detailsTrailer(error: GatewayError): grpc.Metadata {
  const { details } = error;
  const trailer = new grpc.Metadata();
  trailer.set(
    STATUS_DETAILS_KEY,
    encodeStatusDetails({
      code: error.code,
      message: error.message,
      fieldViolations: (details?.fieldViolations ?? []).map((violation) => ({ ...violation, reason: '' })),
      ...(details?.errorInfo ? { errorInfo: { reason: details.errorInfo.reason, domain: ERROR_DOMAIN, metadata: details.errorInfo.metadata ?? {} } } : {}),
      ...(details?.retryDelayMs !== undefined ? { retryDelayMs: details.retryDelayMs } : {}),
    }),
  );
  return trailer;
}

export function toServiceError01(error: unknown): Partial<grpc.StatusObject> {
  if (error instanceof GatewayError && error.details) {
    return { code: error.code, details: error.message, metadata: detailsTrailer(error) };
  }
  return toServiceError(error);
}
