// Loads our .proto files once with proto-loader and turns them into grpc-js constructors and service definitions.
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import type { ProtoGrpcType as InferenceGrpcType } from '../generated/inference.ts';
import type { InferenceClient, InferenceDefinition } from '../generated/openshell/inference/v1/Inference.ts';
import type { OpenShellClient, OpenShellDefinition } from '../generated/openshell/v1/OpenShell.ts';
import type { ProtoGrpcType as OpenShellGrpcType } from '../generated/openshell.ts';
import { LOADER_OPTIONS } from './loader-options.ts';
import { PROTO_ENTRY_FILES } from './paths.ts';

/** Fully qualified service names; method paths are `/<service>/<Method>`. */
export const OPENSHELL_SERVICE_NAME = 'openshell.v1.OpenShell';
export const INFERENCE_SERVICE_NAME = 'openshell.inference.v1.Inference';

/** The proto-loader package definition of both services and every message they reach. */
export const packageDefinition: protoLoader.PackageDefinition = protoLoader.loadSync([...PROTO_ENTRY_FILES], LOADER_OPTIONS);

/** The grpc-js object tree (`openshellGrpc.openshell.v1.OpenShell` is a client constructor with `.service`). */
export const openshellGrpc = grpc.loadPackageDefinition(packageDefinition) as unknown as OpenShellGrpcType & InferenceGrpcType;

/** Client constructors: `new OpenShellClientConstructor(address, credentials, options)`. */
export const OpenShellClientConstructor = openshellGrpc.openshell.v1.OpenShell;
export const InferenceClientConstructor = openshellGrpc.openshell.inference.v1.Inference;

/** Service definitions for `server.addService(definition, handlers)`. */
export const openShellServiceDefinition: OpenShellDefinition = OpenShellClientConstructor.service;
export const inferenceServiceDefinition: InferenceDefinition = InferenceClientConstructor.service;

export type OpenShellClientType = OpenShellClient;
export type InferenceClientType = InferenceClient;
