import type * as grpc from '@grpc/grpc-js';
import { openChannel } from '../client/channel.ts';
import { callMetadata, type GatewayClientPool } from '../client/pool.ts';
import { rpcDescriptor, type RequestOf, type ResponseOf } from '../client/rpc-types.ts';
import type { GatewaySecrets } from '../credentials/sealed.ts';
import type { GatewayRecord } from '../gateway/record.ts';
import type { GatewayConnection, GatewayRegistry } from '../registry/registry.ts';

export type ProbeRpc = 'Health' | 'GetGatewayInfo';

/** How a probe reaches a gateway: the pooled channel (health monitor) or a fresh one (test-connection). */
export interface ProbeTransport {
  record: GatewayRecord;
  call<M extends ProbeRpc>(rpc: M, deadlineMs: number): Promise<ResponseOf<'openshell', M>>;
  secrets(): Promise<GatewaySecrets>;
  close(): void;
}

export function pooledTransport(pool: GatewayClientPool, registry: GatewayRegistry, record: GatewayRecord): ProbeTransport {
  return {
    record,
    // Both probe RPCs take an empty request.
    call: (rpc, deadlineMs) => pool.unaryRaw(record, 'openshell', rpc, {} as RequestOf<'openshell', typeof rpc>, { deadlineMs }),
    secrets: async () => (await registry.connection(record.name)).secrets,
    close: () => {},
  };
}

/** A channel of its own, so a connection test really connects (and leaves the pool alone). */
export function freshTransport(connection: GatewayConnection): ProbeTransport {
  const client: grpc.Client = openChannel(connection.record, connection.secrets);
  return {
    record: connection.record,
    call: (rpc, deadlineMs) => new Promise((resolve, reject) => {
      const descriptor = rpcDescriptor('openshell', rpc);
      client.makeUnaryRequest(descriptor.path, descriptor.serialize, descriptor.deserialize, {}, callMetadata(connection.secrets.apiKey),
        { deadline: Date.now() + deadlineMs }, (error, response) => (error ? reject(error) : resolve(response as ResponseOf<'openshell', typeof rpc>)));
    }),
    secrets: async () => connection.secrets,
    close: () => client.close(),
  };
}
