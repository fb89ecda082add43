// Where our .proto sources live, shared by the grpc-js loader and the protobufjs reflection loader so both read the
// same files the same way.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** This package's directory, whether this module runs from src/ or compiled from dist/src/. */
export const PACKAGE_DIR = packageDirectory(dirname(fileURLToPath(import.meta.url)));

/** Include directory: imports inside the .proto files are written relative to it ("openshell/sandbox.proto"). */
export const PROTO_INCLUDE_DIR = PACKAGE_DIR;

/** The two files that declare services; every other definition is reached through their imports. */
export const PROTO_ENTRY_FILES = ['openshell/openshell.proto', 'openshell/inference.proto'] as const;

function packageDirectory(from: string): string {
  return existsSync(join(from, 'package.json')) ? from : packageDirectory(dirname(from));
}
