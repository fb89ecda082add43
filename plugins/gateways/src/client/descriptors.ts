import { inferenceServiceDefinition, openShellServiceDefinition } from '@portcullis/proto';
import type { GatewayService, RpcDescriptor, ServiceDefinitions } from './rpc-types.ts';

// What the pool needs to make a call of each RPC, read once from the loaded service definitions. Importing
// @portcullis/proto parses every .proto file, so only the lazily loaded wire (wire.ts) imports this module.

const SERVICE_DEFINITIONS: ServiceDefinitions = { openshell: openShellServiceDefinition, inference: inferenceServiceDefinition };

const descriptors = new Map<string, RpcDescriptor>();

export function rpcDescriptor(service: GatewayService, rpc: string): RpcDescriptor {
  const key = `${service}/${rpc}`;
  const cached = descriptors.get(key);
  if (cached) return cached;
  const definition = (
    SERVICE_DEFINITIONS[service] as unknown as Record<
      string,
      {
        path: string;
        requestSerialize: (value: unknown) => Buffer;
        responseDeserialize: (bytes: Buffer) => unknown;
        requestType: { type: { field?: Array<{ name?: string }> } };
      }
    >
  )[rpc];
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
