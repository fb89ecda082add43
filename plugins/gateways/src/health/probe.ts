import type { ServiceError } from '@grpc/grpc-js';
import { isProblem } from '@portcullis/core';
import type { WireLine } from '../api/line.ts';
import type { ComputeDriver, GatewayExtension } from '../api/model.ts';
import type { WireLineRegistry } from '../api/wire-lines.ts';
import { cleanMessage, grpcStatusName, isServiceError } from '../client/errors.ts';
import { GrpcStatus } from '../client/grpc-status.ts';
import type { GatewayStatus } from '../gateway/entity.ts';
import { diagnoseTls } from './tls-diagnosis.ts';
import type { ProbeTransport } from './transport.ts';

/** The answer of test-connection (docs/decisions.md §2) plus what the health monitor stores. */
export interface ConnectionReport {
  reachable: boolean;
  /** null: could not be verified (a gateway older than v0.0.85 has no GetGatewayInfo). */
  authenticated: boolean | null;
  version: string | null;
  supported: boolean | null;
  latency_ms: number | null;
  error: string | null;
  compute_drivers: ComputeDriver[] | null;
  /** What GetGatewayInfo listed as negotiated; null when it did not answer or the line negotiates none. */
  extensions: GatewayExtension[] | null;
  /** The wire line the reported version speaks (`0.0`, `0.1`); null when none does, or before Health answered. */
  wire_line: string | null;
  status: Exclude<GatewayStatus, 'unknown'>;
}

// The TLS diagnosis gets at least this long, even when Health used up most of the probe's deadline.
const MIN_DIAGNOSIS_MS = 1000;

// Codes grpc-js gives for a connection that failed or never answered in time (no gateway spoke).
const CONNECTION_CODES = new Set<number>([GrpcStatus.UNAVAILABLE, GrpcStatus.DEADLINE_EXCEEDED, GrpcStatus.CANCELLED]);

/**
 * A failed connection is reported by category only: `connection refused`, `timeout` or `unreachable`. The
 * socket's own words (addresses, ports, errno names, what answered instead of a gateway) would make
 * test-connection and the stored health error a port scanner of whatever the endpoint points at.
 */
function connectionFailure(error: ServiceError): string {
  if (error.code === GrpcStatus.DEADLINE_EXCEEDED || /ETIMEDOUT/.test(error.details)) return 'timeout';
  if (/ECONNREFUSED/.test(error.details)) return 'connection refused';
  return 'unreachable';
}

/** Our own refusals and problems in our words; a gateway's answer in its words; a failed connection by category. */
function message(error: unknown): string {
  if (!isServiceError(error)) return isProblem(error) ? error.detail : (error as Error).message;
  if (CONNECTION_CODES.has(error.code)) return connectionFailure(error);
  return cleanMessage(error.details || error.message) || grpcStatusName(error.code);
}

function unreachable(error: string): ConnectionReport {
  return {
    reachable: false,
    authenticated: null,
    version: null,
    supported: null,
    latency_ms: null,
    error,
    compute_drivers: null,
    extensions: null,
    wire_line: null,
    status: 'unreachable',
  };
}

function refused(error: string, extra: Partial<ConnectionReport> = {}): ConnectionReport {
  return {
    reachable: true,
    authenticated: false,
    version: null,
    supported: null,
    latency_ms: null,
    error,
    compute_drivers: null,
    extensions: null,
    wire_line: null,
    status: 'degraded',
    ...extra,
  };
}

/**
 * Health failed: nothing listening, or (TLS) a handshake the gateway refused; one TLS handshake tells which.
 * Until the target has answered Health, it is not known to be a gateway, so what it said is not repeated.
 */
async function healthFailure(transport: ProbeTransport, error: unknown, deadline: number): Promise<ConnectionReport> {
  if (!isServiceError(error)) return unreachable(message(error));
  if (error.code === GrpcStatus.UNAUTHENTICATED || error.code === GrpcStatus.PERMISSION_DENIED) return refused('Health refused: credentials refused');
  if (error.code === GrpcStatus.UNIMPLEMENTED) return refused('not an OpenShell gateway (no Health service)', { authenticated: null });
  if (error.code !== GrpcStatus.UNAVAILABLE || !transport.record.tls) return unreachable(connectionFailure(error));
  const target = await transport.tlsTarget();
  const verdict = target ? await diagnoseTls(transport.record, target, Math.max(MIN_DIAGNOSIS_MS, deadline - Date.now())) : null;
  if (verdict === null || verdict.kind === 'unreachable' || verdict.kind === 'accepted') return unreachable(connectionFailure(error));
  return refused(verdict.message);
}

/** The gRPC code behind a failure: a raw ServiceError's, or the one a mapped Problem names. */
function grpcCodeOf(error: unknown): number | null {
  if (isServiceError(error)) return error.code;
  const name = isProblem(error) ? error.extensions.grpc_status : undefined;
  return typeof name === 'string' && name in GrpcStatus ? (GrpcStatus as unknown as Record<string, number>)[name]! : null;
}

/** GetGatewayInfo (through the gateway's line) proves the credentials (docs/openshell-0.0.md §a "Connection test"). */
async function verifyCredentials(
  transport: ProbeTransport,
  line: WireLine,
  lines: WireLineRegistry,
  remainingMs: number,
): Promise<Pick<ConnectionReport, 'authenticated' | 'error' | 'compute_drivers' | 'extensions'> & { ok: boolean }> {
  try {
    const info = await (await lines.operations(line)).gateway.info(transport.lineCall(remainingMs));
    return { ok: true, authenticated: true, error: null, compute_drivers: info.computeDrivers, extensions: info.extensions };
  } catch (error) {
    const code = grpcCodeOf(error);
    const text = message(error);
    // oidc_client_credentials: the issuer refused the client credentials, so there was no token to present (our own
    // problem: no gateway status came with it).
    const noToken = code === null && isProblem(error) && error.code === 'GATEWAY_AUTH_FAILED';
    if (code === GrpcStatus.UNAUTHENTICATED || noToken)
      return { ok: false, authenticated: false, error: `credentials refused: ${text}`, compute_drivers: null, extensions: null };
    if (code === GrpcStatus.PERMISSION_DENIED)
      return { ok: false, authenticated: true, error: `authenticated, but not a platform admin: ${text}`, compute_drivers: null, extensions: null };
    if (code === GrpcStatus.UNIMPLEMENTED)
      return {
        ok: false,
        authenticated: null,
        error: 'GetGatewayInfo is not implemented (gateway older than v0.0.85): credentials not verified',
        compute_drivers: null,
        extensions: null,
      };
    return { ok: false, authenticated: null, error: `GetGatewayInfo failed: ${text}`, compute_drivers: null, extensions: null };
  }
}

/**
 * Health (reachability, version, and so the wire line), then GetGatewayInfo in that line's words (credentials),
 * within one deadline. A version no enabled line speaks is reported as such and sent nothing but Health.
 */
export async function probeGateway(transport: ProbeTransport, lines: WireLineRegistry, timeoutMs: number): Promise<ConnectionReport> {
  const deadline = Date.now() + timeoutMs;
  const started = performance.now();
  let health;
  try {
    health = await transport.health(timeoutMs);
  } catch (error) {
    return healthFailure(transport, error, deadline);
  }
  const latency = Math.max(0, Math.round(performance.now() - started));
  const version = health.version || null;
  const verdict = lines.verdict(health.version);
  if (!verdict.line) return { ...refused(verdict.reason!, { authenticated: null, version, supported: false }), latency_ms: latency };
  const credentials = await verifyCredentials(transport, verdict.line, lines, Math.max(1, deadline - Date.now()));
  return {
    reachable: true,
    authenticated: credentials.authenticated,
    version,
    supported: verdict.supported,
    latency_ms: latency,
    error: [credentials.error, verdict.reason].filter(Boolean).join('; ') || null,
    compute_drivers: credentials.compute_drivers,
    extensions: credentials.extensions,
    wire_line: verdict.line.id,
    status: credentials.ok && verdict.supported !== false ? 'connected' : 'degraded',
  };
}
