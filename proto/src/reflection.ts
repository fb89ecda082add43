// protobufjs reflection over our .proto files, loaded exactly like the grpc-js loader does (keepCase, same include
// directory). Used by the wire-compatibility test and handy for encoding or decoding messages outside a gRPC call.
import { join } from 'node:path';
import protobuf from 'protobufjs';
import { PROTO_ENTRY_FILES, PROTO_INCLUDE_DIR } from './paths.ts';

export function loadProtoRoot(): protobuf.Root {
  const root = new protobuf.Root();
  // Imports are relative to the include directory; the google/protobuf well-known types are bundled by protobufjs and
  // never reach this resolver.
  root.resolvePath = (_origin, target) => (target.startsWith('/') ? target : join(PROTO_INCLUDE_DIR, target));
  root.loadSync([...PROTO_ENTRY_FILES], { keepCase: true });
  root.resolveAll();
  return root;
}
