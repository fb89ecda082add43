// protobufjs reflection over the 0.1 line, loaded exactly like its grpc-js loader does (keepCase, its own include
// directory). Every call builds a new root: a root holding both lines would mix two definitions of openshell.v1.
import { join } from 'node:path';
import protobuf from 'protobufjs';
import { PROTO_01_ENTRY_FILES, PROTO_01_INCLUDE_DIR } from './paths-0.1.ts';

export function loadProtoRoot01(): protobuf.Root {
  const root = new protobuf.Root();
  // google/protobuf well-known types are bundled by protobufjs and never reach this resolver.
  root.resolvePath = (_origin, target) => (target.startsWith('/') ? target : join(PROTO_01_INCLUDE_DIR, target));
  root.loadSync([...PROTO_01_ENTRY_FILES], { keepCase: true });
  root.resolveAll();
  return root;
}
