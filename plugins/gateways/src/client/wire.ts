// The part of the gateway client that needs grpc-js at run time. Loading it costs megabytes of heap, and a service
// that has not spoken to a gateway yet has no use for it, so nothing imports this module statically: `loadWire()`
// (load-wire.ts) brings it in on the first channel. Types from grpc-js are imported statically everywhere; they are
// erased.
export { callMetadata, isFailing, openChannel } from './channel.ts';
export { healthMethod } from './health-method.ts';
export { statusDetailsOf } from './status-details.ts';
