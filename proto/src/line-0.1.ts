// @portcullis/proto/line-0.1: the OpenShell 0.1 wire line (gateways 0.1.0 - 0.1.2) for grpc-js. Its .proto files
// (proto/line-0.1/) are loaded once, when this module is first imported; the 0.0 entry (@portcullis/proto) never
// imports it, so a process that speaks only one line loads only that one. Both lines declare the package
// openshell.v1 with the same method paths and different messages: keep their roots and clients apart. Generated
// message types are imported as `@portcullis/proto/generated-0.1/openshell/v1/Sandbox` etc.

export type {
  OpenShellClient as OpenShell01Client,
  OpenShellDefinition as OpenShell01Definition,
  OpenShellHandlers as OpenShell01Handlers,
} from '../generated-0.1/openshell/v1/OpenShell.ts';
export type { WireContract01, WireEnum01, WireField01, WireMessage01, WireRpc01 } from './contract-0.1.ts';
export { loadWireContract01, WIRE_CONTRACT_01_PATH } from './contract-0.1.ts';
export { OpenShell01ClientConstructor, openShell01ServiceDefinition, packageDefinition01 } from './load-0.1.ts';
export { PROTO_01_ENTRY_FILES, PROTO_01_INCLUDE_DIR } from './paths-0.1.ts';
export { loadProtoRoot01 } from './reflection-0.1.ts';
