import type { InferenceDefinition, OpenShellDefinition } from '@portcullis/proto';

// Request and response types of every gateway RPC, derived from the generated service definitions so that a
// caller of the pool gets the same types a generated client would give. Types only: the definitions themselves are
// loaded with the rest of the wire, on first use (descriptors.ts).

export type GatewayService = 'openshell' | 'inference';

export interface ServiceDefinitions {
  openshell: OpenShellDefinition;
  inference: InferenceDefinition;
}

/** Server-streaming RPCs; every other RPC in scope is unary. */
export type StreamingRpc = 'ExecSandbox' | 'WatchSandbox';

export type RpcName<S extends GatewayService> = keyof ServiceDefinitions[S] & string;
export type UnaryRpc<S extends GatewayService> = Exclude<RpcName<S>, StreamingRpc>;

type Method<S extends GatewayService, M extends RpcName<S>> = ServiceDefinitions[S][M];

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
