import type { InferenceDefinition, OpenShellDefinition } from '@portcullis/proto';
import { inferenceServiceDefinition, openShellServiceDefinition } from '@portcullis/proto';

// Request and response types of every gateway RPC, derived from the generated service definitions so that a
// caller of the pool gets the same types a generated client would give.

export type GatewayService = 'openshell' | 'inference';

interface Definitions {
  openshell: OpenShellDefinition;
  inference: InferenceDefinition;
}

export const SERVICE_DEFINITIONS: Definitions = { openshell: openShellServiceDefinition, inference: inferenceServiceDefinition };

/** Server-streaming RPCs; every other RPC in scope is unary. */
export type StreamingRpc = 'ExecSandbox' | 'WatchSandbox';

export type RpcName<S extends GatewayService> = keyof Definitions[S] & string;
export type UnaryRpc<S extends GatewayService> = Exclude<RpcName<S>, StreamingRpc>;

type Method<S extends GatewayService, M extends RpcName<S>> = Definitions[S][M];

/** What a caller sends (proto3 fields optional). */
export type RequestOf<S extends GatewayService, M extends RpcName<S>> =
  Method<S, M> extends { requestSerialize: (value: infer Request) => Buffer } ? Request : never;

/** What arrives (defaults filled, enums as names). */
export type ResponseOf<S extends GatewayService, M extends RpcName<S>> =
  Method<S, M> extends { responseDeserialize: (bytes: Buffer) => infer Response } ? Response : never;

export interface RpcDescriptor {
  path: string;
  serialize: (value: unknown) => Buffer;
  deserialize: (bytes: Buffer) => unknown;
  /** The request message has a `workspace` field (decisions §2 fills it). */
  hasWorkspace: boolean;
}

const descriptors = new Map<string, RpcDescriptor>();

export function rpcDescriptor(service: GatewayService, rpc: string): RpcDescriptor {
  const key = `${service}/${rpc}`;
  const cached = descriptors.get(key);
  if (cached) return cached;
  const definition = (SERVICE_DEFINITIONS[service] as unknown as Record<string, {
    path: string; requestSerialize: (value: unknown) => Buffer; responseDeserialize: (bytes: Buffer) => unknown;
    requestType: { type: { field?: Array<{ name?: string }> } };
  }>)[rpc];
  if (!definition) throw new Error(`unknown ${service} RPC ${rpc}`);
  const descriptor: RpcDescriptor = {
    path: definition.path,
    serialize: definition.requestSerialize,
    deserialize: definition.responseDeserialize,
    hasWorkspace: (definition.requestType.type.field ?? []).some((field) => field.name === 'workspace'),
  };
  descriptors.set(key, descriptor);
  return descriptor;
}
