// Where our .proto sources live, shared by the grpc-js loader and the protobufjs reflection loader so both read the
// same files the same way.
import { fileURLToPath } from 'node:url';

/** Include directory: imports inside the .proto files are written relative to it ("openshell/sandbox.proto"). */
export const PROTO_INCLUDE_DIR = fileURLToPath(new URL('..', import.meta.url));

/** The two files that declare services; every other definition is reached through their imports. */
export const PROTO_ENTRY_FILES = ['openshell/openshell.proto', 'openshell/inference.proto'] as const;
