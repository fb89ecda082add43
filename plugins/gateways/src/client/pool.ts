import type * as grpc from '@grpc/grpc-js';
import { type MetricCounter, type Metrics, Problem } from '@portcullis/core';
import type { WireMethod } from '../api/line.ts';
import { dialTarget, type EndpointPolicy, firstAddress } from '../endpoint/check.ts';
import type { GatewayRecord } from '../gateway/record.ts';
import type { GatewayRegistry } from '../registry/registry.ts';
import { endCallSpan, startCallSpan } from './call-span.ts';
import { gatewayProblem, grpcStatusName, isServiceError } from './errors.ts';
import { GrpcStatus } from './grpc-status.ts';
import { loadWire, type Wire } from './load-wire.ts';
import type { OidcTokens } from './oidc-tokens.ts';

export interface CallOptions {
  /** Deadline from now, in milliseconds (unary default: SERVICE_GATEWAY_CALL_TIMEOUT_SECONDS; streams: none). */
  deadlineMs?: number;
  /** The 404 code NOT_FOUND maps to (`SANDBOX_NOT_FOUND`, `PROVIDER_NOT_FOUND`, `CHUNK_NOT_FOUND`, ...). */
  notFound?: string;
  /** Cancels the call (the client went away, the service is stopping). */
  signal?: AbortSignal | undefined;
  /** Values the request carried that an error's message must not carry back (secrets sent to the gateway). */
  redact?: string[];
  /** The wire line the call speaks, as its trace span names it. */
  line?: string;
}

export interface PoolSettings {
  callTimeoutMs: number;
}

interface PoolEntry {
  connectionId: string;
  /** grpc-js, loaded with the first channel (load-wire.ts). */
  wire: Wire;
  client: grpc.Client;
  /** Where the channel connects first (checked when it was opened). */
  address: string;
  /** Kept in memory only for the `authorization` metadata of each call (api_key mode). */
  apiKey: string | null;
  /** Kept in memory only to get access tokens (oidc_client_credentials mode). */
  oidcClientSecret: string | null;
  /** Calls and streams under way on the channel: a channel in use is never closed for being idle. */
  inFlight: number;
  /** Evicted: its channel is closed. */
  closed: boolean;
}

// Upstream skips authentication for Health: it needs no token, and a probe must not fail on the issuer being down.
const UNAUTHENTICATED_RPCS = new Set(['Health']);

// A superseded channel (credentials changed) stays open this long so calls already on it can finish.
const SUPERSEDED_GRACE_MS = 30_000;

/**
 * The gateway client pool (private to the gateways plugin): one channel per gateway, reused by every call, rebuilt
 * when the gateway's connection settings change or the channel is stuck in a reconnect backoff, and closed on
 * delete and shutdown. Every channel is opened on the addresses the private-address rule accepts at that moment
 * (409 ENDPOINT_NOT_ALLOWED otherwise, and nothing is dialled), so each rebuild looks the name up and checks again.
 * Every call carries a deadline, `x-request-id` from the current request (and, while tracing is on, its own span's
 * W3C `traceparent`: call-span.ts), and a bearer token: the static one in
 * api_key mode, an access token from the gateway's issuer in oidc_client_credentials mode (refreshed before it
 * expires, and once more, with the call retried once, when the gateway answers UNAUTHENTICATED). Failures become
 * Problems mapped as docs/decisions.md §1. The pool knows nothing of any wire line: the methods it sends come from
 * them.
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

  /** A unary call; resolves with the response or rejects with a mapped Problem (404 GATEWAY_NOT_FOUND first). */
  async unary<Request, Response>(
    gateway: string | GatewayRecord,
    method: WireMethod<Request, Response>,
    request: Request,
    options: CallOptions = {},
  ): Promise<Response> {
    const record = await this.recordOf(gateway);
    const entry = await this.acquire(record);
    try {
      return (await this.authorizedInvoke(record, entry, method, request, options)) as Response;
    } catch (error) {
      throw this.mapped(record.name, entry, error, options);
    } finally {
      entry.inFlight -= 1;
    }
  }

  /** The same call, failing with the raw grpc-js ServiceError (the health probe classifies codes itself). */
  async unaryRaw<Request, Response>(
    record: GatewayRecord,
    method: WireMethod<Request, Response>,
    request: Request,
    options: CallOptions = {},
  ): Promise<Response> {
    const entry = await this.acquire(record);
    try {
      return (await this.authorizedInvoke(record, entry, method, request, options)) as Response;
    } finally {
      entry.inFlight -= 1;
    }
  }

  /**
   * A server stream: the grpc-js stream itself. Its `error` events carry raw ServiceErrors; map them with
   * `problemFor`. `signal` (or `stream.cancel()`) ends it.
   */
  async serverStream<Request, Response>(
    gateway: string | GatewayRecord,
    method: WireMethod<Request, Response>,
    request: Request,
    options: CallOptions = {},
  ): Promise<grpc.ClientReadableStream<Response>> {
    const record = await this.recordOf(gateway);
    const entry = await this.acquire(record);
    let stream: grpc.ClientReadableStream<Response>;
    const span = startCallSpan(record, method, options.line);
    try {
      // A stream cannot be retried once it has started: it gets a token that is fresh for a while already.
      stream = entry.client.makeServerStreamRequest(
        method.path,
        method.serialize,
        method.deserialize,
        request,
        entry.wire.callMetadata(await this.bearer(record, entry, method), span?.propagationHeaders()),
        options.deadlineMs === undefined ? {} : { deadline: Date.now() + options.deadlineMs },
      );
    } catch (error) {
      entry.inFlight -= 1;
      endCallSpan(span, GrpcStatus.UNKNOWN);
      throw error;
    }
    const release = cancelOnAbort(stream, options.signal);
    stream.once('status', (status: grpc.StatusObject) => {
      entry.inFlight -= 1;
      release();
      this.count(method, status.code);
      endCallSpan(span, status.code);
    });
    return stream;
  }

  /** Maps an error of a call to this gateway (stream `error` events) as `unary` does. */
  problemFor(gateway: string, error: unknown, options: { notFound?: string } = {}): unknown {
    return this.mapped(gateway, this.entries.get(gateway), error, options);
  }

  /** Closes the gateway's channel and forgets its tokens (deleted, or its settings changed on this replica). */
  evict(name: string): void {
    const entry = this.entries.get(name);
    this.entries.delete(name);
    this.tokens.forget(name);
    if (!entry) return;
    entry.closed = true;
    entry.client.close();
  }

  /**
   * Closes the idle channels of gateways `keep` rejects: the periodic work of a gateway another replica owns no
   * longer holds a channel here (docs/plugins.md, Tasks). A call or stream under way keeps its channel, and a later
   * request opens one again.
   */
  closeIdleExcept(keep: (gateway: string) => boolean): string[] {
    const closed = [...this.entries].filter(([name, entry]) => entry.inFlight === 0 && !keep(name)).map(([name]) => name);
    for (const name of closed) this.evict(name);
    return closed;
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

  private mapped(gateway: string, entry: PoolEntry | undefined, error: unknown, options: { notFound?: string; redact?: string[] }): unknown {
    const details = entry && isServiceError(error) ? entry.wire.statusDetailsOf(error) : null;
    const redact = [...this.secretsOf(gateway, entry), ...(options.redact ?? [])];
    return gatewayProblem(error, { gateway, ...(options.notFound ? { notFound: options.notFound } : {}), redact, details });
  }

  /** The gateway's channel, counted in use until the caller lets it go (`inFlight`). */
  private async acquire(record: GatewayRecord): Promise<PoolEntry> {
    for (;;) {
      const entry = await this.entryFor(record);
      // Closed (as idle, or evicted) while this call waited for it: take the one that replaces it.
      if (entry.closed) continue;
      entry.inFlight += 1;
      return entry;
    }
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
      inFlight: 0,
      closed: false,
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
  private async bearer(record: GatewayRecord, entry: PoolEntry, method: { path: string }, fresh = false): Promise<string | null> {
    if (record.authMode !== 'oidc_client_credentials' || !entry.oidcClientSecret) return entry.apiKey;
    if (UNAUTHENTICATED_RPCS.has(rpcName(method))) return null;
    return this.tokens.token(record, entry.oidcClientSecret, { fresh });
  }

  /**
   * A unary call with its bearer token. An access token the gateway refuses (UNAUTHENTICATED: expired early, a
   * rotated signing key) is replaced once and the call made once more; the gateway refused the first before acting.
   */
  private async authorizedInvoke<Request, Response>(
    record: GatewayRecord,
    entry: PoolEntry,
    method: WireMethod<Request, Response>,
    request: Request,
    options: CallOptions,
  ): Promise<Response> {
    const bearer = await this.bearer(record, entry, method);
    try {
      return await this.invoke(record, entry, method, request, options, bearer);
    } catch (error) {
      const refusedToken =
        record.authMode === 'oidc_client_credentials' && bearer !== null && isServiceError(error) && error.code === GrpcStatus.UNAUTHENTICATED;
      if (!refusedToken) throw error;
      return this.invoke(record, entry, method, request, options, await this.bearer(record, entry, method, true));
    }
  }

  /** What must never appear in an error message: the static token and the current access token. */
  private secretsOf(name: string, entry: PoolEntry | undefined): Array<string | null> {
    return [entry?.apiKey ?? null, this.tokens.current(name)];
  }

  private invoke<Request, Response>(
    record: GatewayRecord,
    entry: PoolEntry,
    method: WireMethod<Request, Response>,
    request: Request,
    options: CallOptions,
    bearer: string | null,
  ): Promise<Response> {
    return new Promise((resolve, reject) => {
      if (options.signal?.aborted) {
        reject(options.signal.reason ?? new Error('aborted'));
        return;
      }
      const span = startCallSpan(record, method, options.line);
      const call = entry.client.makeUnaryRequest(
        method.path,
        method.serialize,
        method.deserialize,
        request,
        entry.wire.callMetadata(bearer, span?.propagationHeaders()),
        { deadline: Date.now() + (options.deadlineMs ?? this.settings.callTimeoutMs) },
        (error, response) => {
          release();
          const code = error ? error.code : GrpcStatus.OK;
          this.count(method, code);
          endCallSpan(span, code);
          if (error) reject(error);
          else resolve(response as Response);
        },
      );
      const release = cancelOnAbort(call, options.signal);
    });
  }

  private count(method: { path: string }, code: number): void {
    this.calls.inc({ rpc: rpcName(method), code: grpcStatusName(code) });
  }
}

/** `/openshell.v1.OpenShell/GetSandbox` → `GetSandbox`. */
function rpcName(method: { path: string }): string {
  return method.path.slice(method.path.lastIndexOf('/') + 1);
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
