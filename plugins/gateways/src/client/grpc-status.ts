// gRPC status codes without loading grpc-js. The package's entry loads the whole library (HTTP/2 transport,
// resolvers, load balancers: megabytes of heap), which the service defers until its first gateway call
// (wire.ts). Its constants module is the very enum grpc-js exports as `status`, has no dependencies of its own,
// and is what every caller that only classifies codes needs.
export { Status as GrpcStatus } from '@grpc/grpc-js/build/src/constants.js';
