// The part of the gateway client that needs grpc-js and the compiled protos at run time. Loading them costs tens
// of megabytes of heap, and a service that has not spoken to a gateway yet has no use for them, so nothing imports
// this module statically: `loadWire()` (load-wire.ts) brings it in on the first channel. Types from grpc-js and
// the protos are imported statically everywhere; they are erased.
export { callMetadata, isFailing, openChannel } from './channel.ts';
export { rpcDescriptor } from './descriptors.ts';
