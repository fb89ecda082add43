import type * as grpc from '@grpc/grpc-js';
import { type MetricCounter, type Metrics, Problem } from '@portcullis/core';
import { dialTarget, type EndpointPolicy, firstAddress } from '../endpoint/check.ts';
import type { GatewayRecord } from '../gateway/record.ts';
import type { GatewayRegistry } from '../registry/registry.ts';
import { gatewayProblem, grpcStatusName, isServiceError } from './errors.ts';
import { GrpcStatus } from './grpc-status.ts';
import { loadWire, type Wire } from './load-wire.ts';
import type { OidcTokens } from './oidc-tokens.ts';
import type { GatewayService, RequestOf, ResponseOf, RpcDescriptor, StreamingRpc, UnaryRpc } from './rpc-types.ts';

export interface CallOptions {
  /** Deadline from now, in milliseconds (default: SERVICE_GATEWAY_CALL_TIMEOUT_SECONDS). */
  deadlineMs?: number;
  /** Workspace for RPCs that take one (default: the gateway's default_workspace). */
  workspace?: string;
  /** The 404 code NOT_FOUND maps to (`SANDBOX_NOT_FOUND`, `PROVIDER_NOT_FOUND`, `CHUNK_NOT_FOUND`, ...). */
  notFound?: string;
  /** Cancels the call (the client went away, the service is stopping). */
  signal?: AbortSignal;
}

export interface StreamOptions extends Omit<CallOptions, 'deadlineMs'> {
  /** ExecSandbox: default exec timeout (or the request's) + 30 s. WatchSandbox: none unless given. */
  deadlineMs?: number;
}

export interface PoolSettings {
  callTimeoutMs: number;
  execTimeoutMs: number;
}

interface PoolEntry {
  connectionId: string;
  /** grpc-js and the protos, loaded with the first channel (load-wire.ts). */
  wire: Wire;
  client: grpc.Client;
  /** Where the channel connects first (checked when it was opened). */
  address: string;
  /** Kept in memory only for the `authorization` metadata of each call (api_key mode). */
  apiKey: string | null;
  /** Kept in memory only to get access tokens (oidc_client_credentials mode). */
  oidcClientSecret: string | null;
}

// Upstream skips authentication for Health: it needs no token, and a probe must not fail on the issuer being down.
const UNAUTHENTICATED_RPCS = new Set(['Health']);

const EXEC_DEADLINE_MARGIN_MS = 30_000;
// A superseded channel (credentials changed) stays open this long so calls already on it can finish.
const SUPERSEDED_GRACE_MS = 30_000;

/**
 * The gateway client pool (exported as `gatewayClients`): one channel per gateway, reused by every plugin, rebuilt
 * when the gateway's connection settings change or the channel is stuck in a reconnect backoff, and closed on
 * delete and shutdown. Every channel is opened on the addresses the private-address rule accepts at that moment
 * (409 ENDPOINT_NOT_ALLOWED otherwise, and nothing is dialled), so each rebuild looks the name up and checks again.
 * Every call carries a deadline, `x-request-id` from the current request, and a bearer token: the static one in
 * api_key mode, an access token from the gateway's issuer in oidc_client_credentials mode (refreshed before it
 * expires, and once more, with the call retried once, when the gateway answers UNAUTHENTICATED). Failures become
 * Problems mapped as decisions §1.
 */
export class GatewayClientPool {
  private readonly registry: GatewayRegistry;
  private readonly settings: PoolSettings;
  private readonly endpointPolicy: EndpointPolicy;
  private readonly tokens: OidcTokens;
  private readonly entries = new Map<string, PoolEntry>();
  private readonly building = new Map<string, Promise<PoolEntry>>();
  /** portcullis_gateway_grpc_calls_total{rpc,code}: every call made, by how it ended (streams when they end). */
  private readonly calls: MetricCounter<'rpc' | 'code'>;
  private closed = false;

  constructor(registry: GatewayRegistry, settings: PoolSettings, endpointPolicy: EndpointPolicy, tokens: OidcTokens, metrics: Metrics) {
    this.registry = registry;
    this.settings = settings;
    this.endpointPolicy = endpointPolicy;
    this.tokens = tokens;
    this.calls = metrics.counter(
      'gateway_grpc_calls_total',
      'gRPC calls made to gateways, by RPC and the status they ended with (streams are counted when they end).',
      ['rpc', 'code'],
    );
  }

  /** A unary call; resolves with the typed response or rejects with a mapped Problem (404 GATEWAY_NOT_FOUND first). */
  async unary<S extends GatewayService, M extends UnaryRpc<S>>(
    gateway: string | GatewayRecord,
    service: S,
    rpc: M,
    request: RequestOf<S, M>,
    options: CallOptions = {},
  ): Promise<ResponseOf<S, M>> {
    const record = await this.recordOf(gateway);
    const entry = await this.entryFor(record);
    try {
      return (await this.authorizedInvoke(record, entry, entry.wire.rpcDescriptor(service, rpc), rpc, request, options)) as ResponseOf<S, M>;
    } catch (error) {
      throw gatewayProblem(error, {
        gateway: record.name,
        ...(options.notFound ? { notFound: options.notFound } : {}),
        redact: this.secretsOf(record.name, entry),
      });
    }
  }

  /** The same call, failing with the raw grpc-js ServiceError (the health probe classifies codes itself). */
  async unaryRaw<S extends GatewayService, M extends UnaryRpc<S>>(
    record: GatewayRecord,
    service: S,
    rpc: M,
    request: RequestOf<S, M>,
    options: CallOptions = {},
  ): Promise<ResponseOf<S, M>> {
    const entry = await this.entryFor(record);
    return (await this.authorizedInvoke(record, entry, entry.wire.rpcDescriptor(service, rpc), rpc, request, options)) as ResponseOf<S, M>;
  }

  /**
   * A server stream (ExecSandbox, WatchSandbox): the grpc-js stream itself. Its `error` events carry raw
   * ServiceErrors; map them with `problemFor`. `signal` (or `stream.cancel()`) ends it.
   */
  async serverStream<M extends StreamingRpc>(
    gateway: string | GatewayRecord,
    rpc: M,
    request: RequestOf<'openshell', M>,
    options: StreamOptions = {},
  ): Promise<grpc.ClientReadableStream<ResponseOf<'openshell', M>>> {
    const record = await this.recordOf(gateway);
    const entry = await this.entryFor(record);
    const descriptor = entry.wire.rpcDescriptor('openshell', rpc);
    const deadlineMs = options.deadlineMs ?? (rpc === 'ExecSandbox' ? this.execDeadlineMs(request as RequestOf<'openshell', 'ExecSandbox'>) : undefined);
    // A stream cannot be retried once it has started: it gets a token that is fresh for a while already.
    const stream = entry.client.makeServerStreamRequest(
      descriptor.path,
      descriptor.serialize,
      descriptor.deserialize,
      this.withWorkspace(descriptor, request, options.workspace ?? record.defaultWorkspace),
      entry.wire.callMetadata(await this.bearer(record, entry, rpc)),
      deadlineMs === undefined ? {} : { deadline: Date.now() + deadlineMs },
    );
    const release = cancelOnAbort(stream, options.signal);
    stream.once('status', (status: grpc.StatusObject) => {
      release();
      this.count(descriptor, status.code);
    });
    return stream as grpc.ClientReadableStream<ResponseOf<'openshell', M>>;
  }

  /** Maps an error of a call to this gateway (stream `error` events) as `unary` does. */
  problemFor(gateway: string, error: unknown, options: { notFound?: string } = {}): unknown {
    return gatewayProblem(error, { gateway, ...options, redact: this.secretsOf(gateway, this.entries.get(gateway)) });
  }

  /** Closes the gateway's channel and forgets its tokens (deleted, or its settings changed on this replica). */
  evict(name: string): void {
    const entry = this.entries.get(name);
    this.entries.delete(name);
    this.tokens.forget(name);
    entry?.client.close();
  }

  /** Where the gateway's channel connects first (the TLS diagnosis connects there too, never to a new lookup). */
  dialledAddress(name: string): string | null {
    return this.entries.get(name)?.address ?? null;
  }

  /** Open channels (tests and the bench look at it). */
  get size(): number {
    return this.entries.size;
  }

  close(): void {
    this.closed = true;
    for (const name of [...this.entries.keys()]) this.evict(name);
  }

  private recordOf(gateway: string | GatewayRecord): Promise<GatewayRecord> {
    return typeof gateway === 'string' ? this.registry.require(gateway) : Promise.resolve(gateway);
  }

  private execDeadlineMs(request: RequestOf<'openshell', 'ExecSandbox'>): number {
    const seconds = Number(request.timeout_seconds ?? 0);
    return (seconds > 0 ? seconds * 1000 : this.settings.execTimeoutMs) + EXEC_DEADLINE_MARGIN_MS;
  }

  private async entryFor(record: GatewayRecord): Promise<PoolEntry> {
    if (this.closed) throw new Error('the gateway client pool is closed');
    const current = this.entries.get(record.name);
    if (current && current.connectionId === record.connectionId && !current.wire.isFailing(current.client)) return current;
    const pending = this.building.get(record.name);
    if (pending) return pending;
    const build = this.build(record.name, current).finally(() => this.building.delete(record.name));
    this.building.set(record.name, build);
    return build;
  }

  private async build(name: string, previous: PoolEntry | undefined): Promise<PoolEntry> {
    const { record, secrets } = await this.registry.connection(name);
    let target;
    try {
      target = await dialTarget(record, this.endpointPolicy);
      if (target.kind === 'unresolved')
        throw new Problem(503, 'GATEWAY_UNAVAILABLE', { detail: `Gateway ${name} cannot be reached: ${target.message}.`, extensions: { gateway: name } });
    } catch (error) {
      this.drop(name, previous);
      throw error;
    }
    const wire = await loadWire();
    const entry: PoolEntry = {
      connectionId: record.connectionId,
      wire,
      client: wire.openChannel(record, secrets, target),
      address: firstAddress(record.host, target),
      apiKey: secrets.apiKey,
      oidcClientSecret: secrets.oidcClientSecret,
    };
    this.entries.set(name, entry);
    if (previous) retire(previous);
    return entry;
  }

  /** The endpoint may not (or cannot) be dialled now: the old channel must not keep reconnecting either. */
  private drop(name: string, previous: PoolEntry | undefined): void {
    if (!previous || this.entries.get(name) !== previous) return;
    this.entries.delete(name);
    retire(previous);
  }

  /** The bearer token of a call: the static api_key, an access token of the gateway's issuer, or none. */
  private async bearer(record: GatewayRecord, entry: PoolEntry, rpc: string, fresh = false): Promise<string | null> {
    if (record.authMode !== 'oidc_client_credentials' || !entry.oidcClientSecret) return entry.apiKey;
    if (UNAUTHENTICATED_RPCS.has(rpc)) return null;
    return this.tokens.token(record, entry.oidcClientSecret, { fresh });
  }

  /**
   * A unary call with its bearer token. An access token the gateway refuses (UNAUTHENTICATED: expired early, a
   * rotated signing key) is replaced once and the call made once more; the gateway refused the first before acting.
   */
  private async authorizedInvoke(
    record: GatewayRecord,
    entry: PoolEntry,
    descriptor: RpcDescriptor,
    rpc: string,
    request: unknown,
    options: CallOptions,
  ): Promise<unknown> {
    const bearer = await this.bearer(record, entry, rpc);
    try {
      return await this.invoke(record, entry, descriptor, request, options, bearer);
    } catch (error) {
      const refusedToken =
        record.authMode === 'oidc_client_credentials' && bearer !== null && isServiceError(error) && error.code === GrpcStatus.UNAUTHENTICATED;
      if (!refusedToken) throw error;
      return this.invoke(record, entry, descriptor, request, options, await this.bearer(record, entry, rpc, true));
    }
  }

  /** What must never appear in an error message: the static token and the current access token. */
  private secretsOf(name: string, entry: PoolEntry | undefined): Array<string | null> {
    return [entry?.apiKey ?? null, this.tokens.current(name)];
  }

  private invoke(
    record: GatewayRecord,
    entry: PoolEntry,
    descriptor: RpcDescriptor,
    request: unknown,
    options: CallOptions,
    bearer: string | null,
  ): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (options.signal?.aborted) {
        reject(options.signal.reason ?? new Error('aborted'));
        return;
      }
      const call = entry.client.makeUnaryRequest(
        descriptor.path,
        descriptor.serialize,
        descriptor.deserialize,
        this.withWorkspace(descriptor, request, options.workspace ?? record.defaultWorkspace),
        entry.wire.callMetadata(bearer),
        { deadline: Date.now() + (options.deadlineMs ?? this.settings.callTimeoutMs) },
        (error, response) => {
          release();
          this.count(descriptor, error ? error.code : GrpcStatus.OK);
          if (error) reject(error);
          else resolve(response);
        },
      );
      const release = cancelOnAbort(call, options.signal);
    });
  }

  private count(descriptor: RpcDescriptor, code: number): void {
    this.calls.inc({ rpc: descriptor.path.slice(descriptor.path.lastIndexOf('/') + 1), code: grpcStatusName(code) });
  }

  /** Decisions §2: every RPC that takes a workspace gets one, unless the caller named one or asked for all. */
  private withWorkspace(descriptor: RpcDescriptor, request: unknown, workspace: string): unknown {
    if (!descriptor.hasWorkspace) return request;
    const fields = (request ?? {}) as Record<string, unknown>;
    if (fields.all_workspaces === true || (typeof fields.workspace === 'string' && fields.workspace !== '')) return request;
    return { ...fields, workspace };
  }
}

/** Cancels the call when the signal aborts; the returned function detaches the listener once the call is over. */
function cancelOnAbort(call: { cancel(): void }, signal: AbortSignal | undefined): () => void {
  if (!signal) return () => {};
  if (signal.aborted) {
    call.cancel();
    return () => {};
  }
  const onAbort = () => call.cancel();
  signal.addEventListener('abort', onAbort, { once: true });
  return () => signal.removeEventListener('abort', onAbort);
}

/** A channel in backoff goes at once; one replaced by new settings gets a grace period for calls still on it. */
function retire(entry: PoolEntry): void {
  if (entry.wire.isFailing(entry.client)) {
    entry.client.close();
    return;
  }
  setTimeout(() => entry.client.close(), SUPERSEDED_GRACE_MS).unref();
}
