import type * as grpc from '@grpc/grpc-js';
import { loadWire } from '../client/load-wire.ts';
import type { OidcTokens } from '../client/oidc-tokens.ts';
import type { GatewayClientPool } from '../client/pool.ts';
import type { RequestOf, ResponseOf } from '../client/rpc-types.ts';
import type { GatewaySecrets } from '../credentials/sealed.ts';
import { dialTarget, type EndpointPolicy, firstAddress } from '../endpoint/check.ts';
import type { GatewayRecord } from '../gateway/record.ts';
import type { GatewayConnection, GatewayRegistry } from '../registry/registry.ts';

export type ProbeRpc = 'Health' | 'GetGatewayInfo';

/** Where the TLS diagnosis connects: the address the channel dials (never a new lookup), with the credentials. */
export interface TlsTarget {
  address: string;
  secrets: GatewaySecrets;
}

/** How a probe reaches a gateway: the pooled channel (health monitor) or a fresh one (test-connection). */
export interface ProbeTransport {
  record: GatewayRecord;
  call<M extends ProbeRpc>(rpc: M, deadlineMs: number): Promise<ResponseOf<'openshell', M>>;
  /** null: there is no channel to diagnose. */
  tlsTarget(): Promise<TlsTarget | null>;
  close(): void;
}

export function pooledTransport(pool: GatewayClientPool, registry: GatewayRegistry, record: GatewayRecord): ProbeTransport {
  return {
    record,
    // Both probe RPCs take an empty request.
    call: (rpc, deadlineMs) => pool.unaryRaw(record, 'openshell', rpc, {} as RequestOf<'openshell', typeof rpc>, { deadlineMs }),
    tlsTarget: async () => {
      const address = pool.dialledAddress(record.name);
      return address === null ? null : { address, secrets: (await registry.connection(record.name)).secrets };
    },
    close: () => {},
  };
}

/**
 * The bearer token a fresh probe sends: the static api_key, or (oidc_client_credentials) a new access token from the
 * issuer, so that a connection test proves the client credentials too. Health needs none.
 */
async function probeBearer(connection: GatewayConnection, tokens: OidcTokens, rpc: ProbeRpc): Promise<string | null> {
  const { record, secrets } = connection;
  if (record.authMode !== 'oidc_client_credentials' || !secrets.oidcClientSecret) return secrets.apiKey;
  return rpc === 'Health' ? null : tokens.token(record, secrets.oidcClientSecret, { fresh: true });
}

/**
 * A channel of its own, so a connection test really connects (and leaves the pool alone). Opened like a pooled
 * one: on the addresses the private-address rule accepts now (409 ENDPOINT_NOT_ALLOWED otherwise, before any
 * connection is made); a name that does not resolve gives a transport whose calls fail with that reason.
 */
export async function freshTransport(connection: GatewayConnection, policy: EndpointPolicy, tokens: OidcTokens): Promise<ProbeTransport> {
  const { record, secrets } = connection;
  const target = await dialTarget(record, policy);
  if (target.kind === 'unresolved') {
    return { record, call: () => Promise.reject(new Error(target.message)), tlsTarget: async () => null, close: () => {} };
  }
  const wire = await loadWire();
  const client: grpc.Client = wire.openChannel(record, secrets, target);
  return {
    record,
    call: async (rpc, deadlineMs) => {
      const metadata = wire.callMetadata(await probeBearer(connection, tokens, rpc));
      return new Promise((resolve, reject) => {
        const descriptor = wire.rpcDescriptor('openshell', rpc);
        client.makeUnaryRequest(
          descriptor.path,
          descriptor.serialize,
          descriptor.deserialize,
          {},
          metadata,
          { deadline: Date.now() + deadlineMs },
          (error, response) => (error ? reject(error) : resolve(response as ResponseOf<'openshell', typeof rpc>)),
        );
      });
    },
    tlsTarget: async () => ({ address: firstAddress(record.host, target), secrets }),
    close: () => client.close(),
  };
}
