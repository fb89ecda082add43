import type * as grpc from '@grpc/grpc-js';
import type { LineCall, WireMethod } from '../api/line.ts';
import { pooledLineCall } from '../api/line-call.ts';
import { endCallSpan, startCallSpan } from '../client/call-span.ts';
import { gatewayProblem } from '../client/errors.ts';
import { GrpcStatus } from '../client/grpc-status.ts';
import type { HealthAnswer } from '../client/health-method.ts';
import { loadWire } from '../client/load-wire.ts';
import type { OidcTokens } from '../client/oidc-tokens.ts';
import type { GatewayClientPool } from '../client/pool.ts';
import type { GatewaySecrets } from '../credentials/sealed.ts';
import { dialTarget, type EndpointPolicy, firstAddress } from '../endpoint/check.ts';
import type { GatewayRecord } from '../gateway/record.ts';
import type { GatewayConnection, GatewayRegistry } from '../registry/registry.ts';

/** Where the TLS diagnosis connects: the address the channel dials (never a new lookup), with the credentials. */
export interface TlsTarget {
  address: string;
  secrets: GatewaySecrets;
}

/** How a probe reaches a gateway: the pooled channel (health monitor) or a fresh one (test-connection). */
export interface ProbeTransport {
  record: GatewayRecord;
  /** Health, failing with the raw grpc-js ServiceError (the probe classifies codes itself). */
  health(deadlineMs: number): Promise<HealthAnswer>;
  /** Calls for the gateway's line (its GetGatewayInfo proves the credentials); failures are mapped Problems. */
  lineCall(deadlineMs: number): LineCall;
  /** null: there is no channel to diagnose. */
  tlsTarget(): Promise<TlsTarget | null>;
  close(): void;
}

export function pooledTransport(pool: GatewayClientPool, registry: GatewayRegistry, record: GatewayRecord): ProbeTransport {
  return {
    record,
    health: async (deadlineMs) => pool.unaryRaw(record, (await loadWire()).healthMethod, {}, { deadlineMs }),
    lineCall: (deadlineMs) => pooledLineCall(pool, record, record.defaultWorkspace, { deadlineMs }),
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
async function probeBearer(connection: GatewayConnection, tokens: OidcTokens, health: boolean): Promise<string | null> {
  const { record, secrets } = connection;
  if (record.authMode !== 'oidc_client_credentials' || !secrets.oidcClientSecret) return secrets.apiKey;
  return health ? null : tokens.token(record, secrets.oidcClientSecret, { fresh: true });
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
    const fail = () => Promise.reject(new Error(target.message));
    return { record, health: fail, lineCall: () => unreachableCall(record, fail), tlsTarget: async () => null, close: () => {} };
  }
  const wire = await loadWire();
  const client: grpc.Client = wire.openChannel(record, secrets, target);
  const invoke = async <Request, Response>(method: WireMethod<Request, Response>, request: Request, deadlineMs: number, health: boolean) => {
    const bearer = await probeBearer(connection, tokens, health);
    const span = startCallSpan(record, method, undefined);
    const metadata = wire.callMetadata(bearer, span?.propagationHeaders());
    return new Promise<Response>((resolve, reject) => {
      client.makeUnaryRequest(
        method.path,
        method.serialize,
        method.deserialize,
        request,
        metadata,
        { deadline: Date.now() + deadlineMs },
        (error, response) => {
          endCallSpan(span, error ? error.code : GrpcStatus.OK);
          if (error) reject(error);
          else resolve(response as Response);
        },
      );
    });
  };
  const redact = [secrets.apiKey];
  return {
    record,
    health: (deadlineMs) => invoke(wire.healthMethod, {}, deadlineMs, true),
    lineCall: (deadlineMs) => ({
      gateway: record,
      workspace: record.defaultWorkspace,
      signal: undefined,
      unary: (method, request, options) =>
        invoke(method, request, options?.deadlineMs ?? deadlineMs, false).catch((error: unknown) => {
          throw gatewayProblem(error, { gateway: record.name, redact, details: wire.statusDetailsOf(error as grpc.ServiceError) });
        }),
      serverStream: () => Promise.reject(new Error('a connection test opens no streams')),
    }),
    tlsTarget: async () => ({ address: firstAddress(record.host, target), secrets }),
    close: () => client.close(),
  };
}

function unreachableCall(record: GatewayRecord, fail: () => Promise<never>): LineCall {
  return { gateway: record, workspace: record.defaultWorkspace, signal: undefined, unary: fail, serverStream: fail };
}
