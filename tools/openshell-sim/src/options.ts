// Simulator options and their defaults. Everything has a default so `startSimulator()` alone gives a plaintext,
// dev-open HEAD gateway on an ephemeral port.

import type { ProviderProfile } from '@portcullis/proto/generated-0.1/openshell/v1/ProviderProfile';
import type { ProfileBehaviour, VersionProfile } from './profile.ts';
import { profileBehaviour } from './profile.ts';

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
  /**
   * Accept a verified client certificate as the caller when no bearer token is sent (upstream
   * `--enable-mtls-auth`). Off by default: an OIDC gateway normally accepts only tokens.
   */
  mtlsAuthEnabled?: boolean;
  /** Clock skew allowed on `exp`/`nbf`, in seconds (upstream's JWT validation default is 60). */
  leewaySeconds?: number;
  /**
   * Serve an OAuth2 issuer (discovery document, JWKS, client-credentials token endpoint) on its own HTTP port; its
   * URL becomes the issuer the gRPC side checks. Omitted: no issuer server (tokens come from mintToken()).
   */
  issuerServer?: { host?: string; port?: number; tokenTtlSeconds?: number };
  /** Clients allowed to use the issuer's client-credentials grant. */
  clients?: OidcClient[];
}

export interface OidcClient {
  clientId: string;
  clientSecret: string;
  /** Token subject (default: `service-account-<clientId>`, as Keycloak names service accounts). */
  subject?: string;
  /** Roles placed at the roles claim (default: none). */
  roles?: string[];
}

export interface Timings {
  /** PROVISIONING/STARTING → READY. */
  readyDelayMs?: number;
  /** STOPPING → STOPPED (StopSandbox waits this long before answering). */
  stopDelayMs?: number;
  /** A new policy revision stays PENDING this long before LOADED (or FAILED); only a running sandbox loads one. */
  policyLoadDelayMs?: number;
  /** A deleted sandbox stays DELETING this long before the record is gone (the driver confirming removal). */
  deleteDelayMs?: number;
  /** Denial aggregation flush tick; 0 disables the timer (use control.flushDenials()). */
  flushIntervalMs?: number;
  /** 0.1 line: a provider-change receipt reaches READY / REVOKED this long after it was persisted. */
  receiptDelayMs?: number;
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

/** A whole provider profile (0.1 wire shape) to seed a 0.1 gateway's catalogue with. */
export type ProviderProfileSeed = ProviderProfile & { id: string };

export interface SimulatorOptions {
  host?: string;
  port?: number;
  /** Used in log lines and printed by the CLI. */
  name?: string;
  tls?: TlsOptions;
  authProfile?: AuthProfile;
  oidc?: OidcOptions;
  /** Upstream behaviour to reproduce: `head` (default) or the `v0.0.105` floor. */
  profile?: VersionProfile;
  /**
   * Version Health and GetGatewayInfo report (default: the profile's release); RPCs newer than it answer
   * UNIMPLEMENTED. `0.0.0` is what an untagged source build reports.
   */
  version?: string;
  timings?: Timings;
  logMode?: LogMode;
  /** Port of the JSON control API; omitted means no control server (the in-process API still works). */
  controlPort?: number;
  controlHost?: string;
  workspaces?: SeedWorkspace[];
  providers?: SeedProvider[];
  /**
   * 0.1 line: the provider profiles imported at platform scope when it starts (a fresh 0.1 gateway has none): ids of
   * the built-in profiles (`nvidia`, `openai`, `github`, `claude-code` …) or whole profiles. Seeded providers must name
   * one of them.
   */
  providerProfiles?: Array<string | ProviderProfileSeed>;
  /** 0.1 line: request_id admissions a caller may hold (completed ones count for 24 h); then RESOURCE_EXHAUSTED. */
  maxRequestAdmissionsPerCaller?: number;
  /** Images whose name matches fail to pull (ERROR / ImagePullBackOff). */
  badImagePattern?: RegExp;
  /** Images whose name matches get their configuration rejected by the supervisor: held PROVISIONING, admission REJECTED. */
  rejectedConfigurationImagePattern?: RegExp;
  rateLimit?: { requests: number; windowSeconds: number };
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
  oidc: Required<Omit<OidcOptions, 'scopesClaim' | 'issuerServer'>> & {
    scopesClaim: string | undefined;
    issuerServer: Required<NonNullable<OidcOptions['issuerServer']>> | undefined;
  };
  profile: ProfileBehaviour;
  version: string;
  timings: Required<Timings>;
  logMode: LogMode;
  controlPort: number | undefined;
  controlHost: string;
  workspaces: SeedWorkspace[];
  providers: SeedProvider[];
  providerProfiles: Array<string | ProviderProfileSeed>;
  maxRequestAdmissionsPerCaller: number;
  badImagePattern: RegExp;
  rejectedConfigurationImagePattern: RegExp;
  rateLimit: { requests: number; windowSeconds: number } | undefined;
  sshSessionTtlMs: number;
  watchBufferSize: number;
  defaultImage: string;
}

export const DEFAULT_VERSION = profileBehaviour('head').defaultVersion;

export function resolveOptions(options: SimulatorOptions = {}): ResolvedOptions {
  const profile = profileBehaviour(options.profile ?? 'head');
  const issuerServer = options.oidc?.issuerServer;
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
      mtlsAuthEnabled: options.oidc?.mtlsAuthEnabled ?? false,
      leewaySeconds: options.oidc?.leewaySeconds ?? 60,
      issuerServer: issuerServer && {
        host: issuerServer.host ?? '127.0.0.1',
        port: issuerServer.port ?? 0,
        tokenTtlSeconds: issuerServer.tokenTtlSeconds ?? 300,
      },
      clients: options.oidc?.clients ?? [],
    },
    profile,
    version: options.version ?? profile.defaultVersion,
    timings: {
      readyDelayMs: options.timings?.readyDelayMs ?? 1500,
      stopDelayMs: options.timings?.stopDelayMs ?? 300,
      policyLoadDelayMs: options.timings?.policyLoadDelayMs ?? 200,
      deleteDelayMs: options.timings?.deleteDelayMs ?? 1000,
      flushIntervalMs: options.timings?.flushIntervalMs ?? 10_000,
      receiptDelayMs: options.timings?.receiptDelayMs ?? 3000,
    },
    logMode: options.logMode ?? 'realistic',
    controlPort: options.controlPort,
    controlHost: options.controlHost ?? '127.0.0.1',
    workspaces: options.workspaces ?? [],
    providers: options.providers ?? [],
    providerProfiles: options.providerProfiles ?? [],
    maxRequestAdmissionsPerCaller: options.maxRequestAdmissionsPerCaller ?? 1000,
    badImagePattern: options.badImagePattern ?? /bad/,
    rejectedConfigurationImagePattern: options.rejectedConfigurationImagePattern ?? /reject-config/,
    rateLimit: options.rateLimit,
    sshSessionTtlMs: options.sshSessionTtlMs ?? 24 * 3600 * 1000,
    watchBufferSize: options.watchBufferSize ?? 1024,
    defaultImage: options.defaultImage ?? 'ghcr.io/nvidia/openshell-community/sandboxes/base:latest',
  };
}
