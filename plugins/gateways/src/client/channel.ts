import { createHash } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { currentContext } from '@portcullis/core';
import type { GatewaySecrets } from '../credentials/sealed.ts';
import type { DialTarget } from '../endpoint/check.ts';
import { formatTarget } from '../endpoint/parse.ts';
import type { GatewayRecord } from '../gateway/record.ts';
import { checkedTarget } from './checked-target.ts';

const MiB = 1024 * 1024;

// Channel options. Backoff is kept short because the pool also rebuilds a channel that sits in TRANSIENT_FAILURE
// before using it: a gateway that comes back is seen at the next call, not after grpc-js' default two minutes.
const BASE_OPTIONS: grpc.ChannelOptions = {
  'grpc.max_receive_message_length': 32 * MiB,
  'grpc.max_send_message_length': MiB,
  'grpc.initial_reconnect_backoff_ms': 500,
  'grpc.max_reconnect_backoff_ms': 5000,
  'grpc.keepalive_time_ms': 60_000,
  'grpc.keepalive_timeout_ms': 20_000,
  // An HTTP CONNECT proxy from the environment would dial (and resolve) the gateway itself, past the address check.
  'grpc.enable_http_proxy': 0,
  // Channelz keeps a trace and counters per channel and subchannel for a debugging service this process never
  // exposes: memory for each of a large fleet's channels, read by nobody.
  'grpc.enable_channelz': 0,
};

function buffer(value: string | null): Buffer | null {
  return value === null ? null : Buffer.from(value);
}

// TLS credentials by what they are made of. Each holds a TLS context (the parsed CA and client identity) of tens of kB
// outside the heap; gateways registered with the same CA and client certificate (a fleet behind one CA) share one
// instead of paying for it per channel. Held weakly: credentials no channel uses any more go with their channels.
const tlsCredentials = new Map<string, WeakRef<grpc.ChannelCredentials>>();
const forgetCredentials = new FinalizationRegistry<string>((key) => {
  if (!tlsCredentials.get(key)?.deref()) tlsCredentials.delete(key);
});

function tlsCredentialsKey(secrets: GatewaySecrets): string {
  const hash = createHash('sha256');
  for (const part of [secrets.caCert, secrets.clientKey, secrets.clientCert]) hash.update(part === null ? '\u0001' : `\u0000${part}\u0000`);
  return hash.digest('base64url');
}

export function channelCredentials(record: GatewayRecord, secrets: GatewaySecrets): grpc.ChannelCredentials {
  if (!record.tls) return grpc.credentials.createInsecure();
  const key = tlsCredentialsKey(secrets);
  const shared = tlsCredentials.get(key)?.deref();
  if (shared) return shared;
  const created = grpc.credentials.createSsl(buffer(secrets.caCert), buffer(secrets.clientKey), buffer(secrets.clientCert));
  tlsCredentials.set(key, new WeakRef(created));
  forgetCredentials.register(created, key);
  return created;
}

/** TLS host name override for gateways dialled by IP (or by a name the certificate does not cover). */
export function channelOptions(record: GatewayRecord): grpc.ChannelOptions {
  if (!record.tls || !record.tlsServerName) return BASE_OPTIONS;
  return { ...BASE_OPTIONS, 'grpc.ssl_target_name_override': record.tlsServerName, 'grpc.default_authority': record.tlsServerName };
}

/** The grpc-js target: the checked addresses (checked-target.ts), or the cluster-local name grpc-js resolves itself. */
function channelTarget(record: GatewayRecord, target: DialTarget): string {
  const authority = formatTarget(record.host, record.port);
  if (target.kind === 'name') return authority;
  return checkedTarget(
    authority,
    target.addresses.map((address) => formatTarget(address, record.port)),
  );
}

/** One grpc-js client (one channel, one HTTP/2 connection) that serves both gateway services. */
export function openChannel(record: GatewayRecord, secrets: GatewaySecrets, target: DialTarget): grpc.Client {
  return new grpc.Client(channelTarget(record, target), channelCredentials(record, secrets), channelOptions(record));
}

export function isFailing(client: grpc.Client): boolean {
  return client.getChannel().getConnectivityState(false) === grpc.connectivityState.TRANSIENT_FAILURE;
}

/**
 * `x-request-id` of the current request or task, the call's W3C trace context (`traceparent`, `tracestate`) while
 * tracing is on, and the bearer token of the gateway's auth mode.
 */
export function callMetadata(bearer: string | null, traceHeaders?: Record<string, string>): grpc.Metadata {
  const metadata = new grpc.Metadata();
  const requestId = currentContext()?.requestId;
  if (requestId) metadata.set('x-request-id', requestId);
  if (traceHeaders) for (const [name, value] of Object.entries(traceHeaders)) metadata.set(name, value);
  if (bearer) metadata.set('authorization', `Bearer ${bearer}`);
  return metadata;
}
