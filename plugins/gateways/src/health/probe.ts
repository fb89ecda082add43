import type { ServiceError } from '@grpc/grpc-js';
import { isProblem } from '@portcullis/core';
import { cleanMessage, grpcStatusName, isServiceError } from '../client/errors.ts';
import { GrpcStatus } from '../client/grpc-status.ts';
import type { GatewayStatus } from '../gateway/entity.ts';
import { diagnoseTls } from './tls-diagnosis.ts';
import type { ProbeTransport } from './transport.ts';
import { isSupportedVersion, SUPPORTED_VERSION_FLOOR } from './version.ts';

export interface ComputeDriver {
  name: string;
  driver_name: string | null;
  driver_version: string | null;
}

/** The answer of test-connection (decisions §2) plus what the health monitor stores. */
export interface ConnectionReport {
  reachable: boolean;
  /** null: could not be verified (a gateway older than v0.0.85 has no GetGatewayInfo). */
  authenticated: boolean | null;
  version: string | null;
  supported: boolean | null;
  latency_ms: number | null;
  error: string | null;
  compute_drivers: ComputeDriver[] | null;
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
  return { reachable: false, authenticated: null, version: null, supported: null, latency_ms: null, error, compute_drivers: null, status: 'unreachable' };
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

function drivers(info: { compute_drivers: Array<{ name: string; capabilities: { driver_name: string; driver_version: string } | null }> }): ComputeDriver[] {
  return info.compute_drivers.map((driver) => ({
    name: driver.name,
    driver_name: driver.capabilities?.driver_name || null,
    driver_version: driver.capabilities?.driver_version || null,
  }));
}

/** GetGatewayInfo proves the credentials (contract §a "Connection test"). */
async function verifyCredentials(
  transport: ProbeTransport,
  remainingMs: number,
): Promise<Pick<ConnectionReport, 'authenticated' | 'error' | 'compute_drivers'> & { ok: boolean }> {
  try {
    const info = await transport.call('GetGatewayInfo', remainingMs);
    return { ok: true, authenticated: true, error: null, compute_drivers: drivers(info) };
  } catch (error) {
    const code = isServiceError(error) ? error.code : null;
    const text = message(error);
    // oidc_client_credentials: the issuer refused the client credentials, so there was no token to present.
    const noToken = isProblem(error) && error.code === 'GATEWAY_AUTH_FAILED';
    if (code === GrpcStatus.UNAUTHENTICATED || noToken)
      return { ok: false, authenticated: false, error: `credentials refused: ${text}`, compute_drivers: null };
    if (code === GrpcStatus.PERMISSION_DENIED)
      return { ok: false, authenticated: true, error: `authenticated, but not a platform admin: ${text}`, compute_drivers: null };
    if (code === GrpcStatus.UNIMPLEMENTED)
      return {
        ok: false,
        authenticated: null,
        error: 'GetGatewayInfo is not implemented (gateway older than v0.0.85): credentials not verified',
        compute_drivers: null,
      };
    return { ok: false, authenticated: null, error: `GetGatewayInfo failed: ${text}`, compute_drivers: null };
  }
}

/** Health (reachability, version), then GetGatewayInfo (credentials), within one deadline. */
export async function probeGateway(transport: ProbeTransport, timeoutMs: number): Promise<ConnectionReport> {
  const deadline = Date.now() + timeoutMs;
  const started = performance.now();
  let health;
  try {
    health = await transport.call('Health', timeoutMs);
  } catch (error) {
    return healthFailure(transport, error, deadline);
  }
  const latency = Math.max(0, Math.round(performance.now() - started));
  const version = health.version || null;
  const supported = version === null ? null : isSupportedVersion(version);
  const credentials = await verifyCredentials(transport, Math.max(1, deadline - Date.now()));
  const versionError = supported === false ? `gateway version ${version} is older than the supported floor v${SUPPORTED_VERSION_FLOOR}` : null;
  return {
    reachable: true,
    authenticated: credentials.authenticated,
    version,
    supported,
    latency_ms: latency,
    error: [credentials.error, versionError].filter(Boolean).join('; ') || null,
    compute_drivers: credentials.compute_drivers,
    status: credentials.ok && supported !== false ? 'connected' : 'degraded',
  };
}
