import type * as grpc from '@grpc/grpc-js';

/** The part of a server call every RPC kind shares (grpc-js does not export its own name for it). */
export type SurfaceCall = Pick<grpc.ServerUnaryCall<unknown, unknown>, 'metadata' | 'getAuthContext' | 'sendMetadata' | 'getPeer' | 'cancelled'>;
