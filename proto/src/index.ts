// @portcullis/proto: the OpenShell gateway wire for grpc-js. Our own .proto files (proto/openshell/) are loaded once;
// this module exposes the package definition, both service definitions, typed client constructors and a helper that
// builds clients for both services. Generated message types live under proto/generated/ and are imported as
// `@portcullis/proto/generated/openshell/v1/Sandbox` etc.

export type {
  InferenceClient,
  InferenceDefinition,
  InferenceHandlers,
} from '../generated/openshell/inference/v1/Inference.ts';
export type { OpenShellClient, OpenShellDefinition, OpenShellHandlers } from '../generated/openshell/v1/OpenShell.ts';
export type { GatewayClients } from './clients.ts';
export { createGatewayClients } from './clients.ts';
export type { WireContract, WireField, WireMessage, WireRpc } from './contract.ts';
export { loadWireContract, WIRE_CONTRACT_PATH } from './contract.ts';
export type { InferenceClientType, OpenShellClientType } from './load.ts';
export {
  INFERENCE_SERVICE_NAME,
  InferenceClientConstructor,
  inferenceServiceDefinition,
  OPENSHELL_SERVICE_NAME,
  OpenShellClientConstructor,
  openShellServiceDefinition,
  openshellGrpc,
  packageDefinition,
} from './load.ts';
export { LOADER_OPTIONS } from './loader-options.ts';
export { PROTO_ENTRY_FILES, PROTO_INCLUDE_DIR } from './paths.ts';
export { loadProtoRoot } from './reflection.ts';
