// Loads the 0.1 line's .proto files once with proto-loader and turns them into a grpc-js client constructor and
// service definition. A package definition and object tree of their own: the 0.0 line declares the same package
// and service names with other messages.
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import type { OpenShellDefinition } from '../generated-0.1/openshell/v1/OpenShell.ts';
import type { ProtoGrpcType } from '../generated-0.1/openshell.ts';
import { LOADER_OPTIONS } from './loader-options.ts';
import { PROTO_01_ENTRY_FILES, PROTO_01_INCLUDE_DIR } from './paths-0.1.ts';

/** The 0.0 line's loader options (see loader-options.ts for why each is set), reading the 0.1 files. */
const LOADER_OPTIONS_01 = { ...LOADER_OPTIONS, includeDirs: [PROTO_01_INCLUDE_DIR] } as const satisfies protoLoader.Options;

/** The proto-loader package definition of the 0.1 service and every message it reaches. */
export const packageDefinition01: protoLoader.PackageDefinition = protoLoader.loadSync([...PROTO_01_ENTRY_FILES], LOADER_OPTIONS_01);

const grpcObject01 = grpc.loadPackageDefinition(packageDefinition01) as unknown as ProtoGrpcType;

/** Client constructor: `new OpenShell01ClientConstructor(address, credentials, options)`. */
export const OpenShell01ClientConstructor = grpcObject01.openshell.v1.OpenShell;

/** Service definition for `server.addService(openShell01ServiceDefinition, handlers)`. */
export const openShell01ServiceDefinition: OpenShellDefinition = OpenShell01ClientConstructor.service;
