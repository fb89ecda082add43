// Where the 0.1 line's .proto sources live. Apart from paths.ts so that nothing the 0.0 entry imports names them.
import { join } from 'node:path';
import { PACKAGE_DIR } from './paths.ts';

/** Include directory of the 0.1 line: imports inside its .proto files are relative to it ("openshell/sandbox.proto"). */
export const PROTO_01_INCLUDE_DIR = join(PACKAGE_DIR, 'line-0.1');

/** The file that declares the service; datamodel.proto and sandbox.proto are reached through its imports. */
export const PROTO_01_ENTRY_FILES = ['openshell/openshell.proto'] as const;
