// Simulator options and their defaults. Everything has a default so `startSimulator()` alone gives a plaintext,
// dev-open gateway of the default version on an ephemeral port.

export type AuthProfile = 'dev-open' | 'mtls-local' | 'oidc';
export type LogMode = 'realistic' | 'spec';
export type WorkspaceRole = 'user' | 'admin';

export interface TlsOptions {
  certPem: string;
  keyPem: string;
  /** When set, client certificates are requested and must chain to this CA. */
  clientCaPem?: string;
  /** With a client CA: true refuses the TLS handshake without a valid certificate; false makes them optional. */
  requireClientCert?: boolean;
}

export interface OidcOptions {
  issuer?: string;
  audience?: string;
  /** Dotted path of the roles array in the token claims. */
  rolesClaim?: string;
  adminRole?: string;
  /** Optional dotted path of a space-separated scope string (or array). */
  scopesClaim?: string;
}

export interface Timings {
  /** PROVISIONING/STARTING → READY. */
  readyDelayMs?: number;
  /** STOPPING → STOPPED (StopSandbox waits this long before answering). */
  stopDelayMs?: number;
  /** A new policy revision stays PENDING this long before LOADED (or FAILED). */
  policyLoadDelayMs?: number;
  /** Denial aggregation flush tick; 0 disables the timer (use control.flushDenials()). */
  flushIntervalMs?: number;
}

export interface SeedWorkspace {
  name: string;
  members?: Record<string, WorkspaceRole>;
}

export interface SeedProvider {
  name: string;
  type: string;
  credentials?: Record<string, string>;
  config?: Record<string, string>;
  workspace?: string;
}

export interface SimulatorOptions {
  host?: string;
  port?: number;
  /** Used in log lines and printed by the CLI. */
  name?: string;
  tls?: TlsOptions;
  authProfile?: AuthProfile;
  oidc?: OidcOptions;
  /** Gateway release to emulate; RPCs newer than this answer UNIMPLEMENTED. */
  version?: string;
  timings?: Timings;
  logMode?: LogMode;
  /** Port of the JSON control API; omitted means no control server (the in-process API still works). */
  controlPort?: number;
  controlHost?: string;
  workspaces?: SeedWorkspace[];
  providers?: SeedProvider[];
  /** Images whose name matches fail to pull (ERROR / ImagePullBackOff). */
  badImagePattern?: RegExp;
  rateLimit?: { requests: number; windowSeconds: number };
  /** HEAD behaviour: approvals must carry the chunk's review_token. */
  requireReviewToken?: boolean;
  sshSessionTtlMs?: number;
  /** Items a slow WatchSandbox consumer may fall behind before the stream ends RESOURCE_EXHAUSTED. */
  watchBufferSize?: number;
  defaultImage?: string;
}

export interface ResolvedOptions {
  host: string;
  port: number;
  name: string;
  tls: TlsOptions | undefined;
  authProfile: AuthProfile;
  oidc: Required<Omit<OidcOptions, 'scopesClaim'>> & { scopesClaim: string | undefined };
  version: string;
  timings: Required<Timings>;
  logMode: LogMode;
  controlPort: number | undefined;
  controlHost: string;
  workspaces: SeedWorkspace[];
  providers: SeedProvider[];
  badImagePattern: RegExp;
  rateLimit: { requests: number; windowSeconds: number } | undefined;
  requireReviewToken: boolean;
  sshSessionTtlMs: number;
  watchBufferSize: number;
  defaultImage: string;
}

export const DEFAULT_VERSION = '0.0.111';

export function resolveOptions(options: SimulatorOptions = {}): ResolvedOptions {
  return {
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 0,
    name: options.name ?? 'openshell-sim',
    tls: options.tls,
    authProfile: options.authProfile ?? 'dev-open',
    oidc: {
      issuer: options.oidc?.issuer ?? 'https://openshell-sim.invalid/realms/openshell',
      audience: options.oidc?.audience ?? 'openshell-cli',
      rolesClaim: options.oidc?.rolesClaim ?? 'realm_access.roles',
      adminRole: options.oidc?.adminRole ?? 'openshell-admin',
      scopesClaim: options.oidc?.scopesClaim,
    },
    version: options.version ?? DEFAULT_VERSION,
    timings: {
      readyDelayMs: options.timings?.readyDelayMs ?? 1500,
      stopDelayMs: options.timings?.stopDelayMs ?? 300,
      policyLoadDelayMs: options.timings?.policyLoadDelayMs ?? 200,
      flushIntervalMs: options.timings?.flushIntervalMs ?? 10_000,
    },
    logMode: options.logMode ?? 'realistic',
    controlPort: options.controlPort,
    controlHost: options.controlHost ?? '127.0.0.1',
    workspaces: options.workspaces ?? [],
    providers: options.providers ?? [],
    badImagePattern: options.badImagePattern ?? /bad/,
    rateLimit: options.rateLimit,
    requireReviewToken: options.requireReviewToken ?? true,
    sshSessionTtlMs: options.sshSessionTtlMs ?? 24 * 3600 * 1000,
    watchBufferSize: options.watchBufferSize ?? 1024,
    defaultImage: options.defaultImage ?? 'ghcr.io/nvidia/openshell-community/sandboxes/base:latest',
  };
}
