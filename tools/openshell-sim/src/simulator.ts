// startSimulator(): one simulated OpenShell gateway (gRPC on one port) plus its controls.
import type { Server as HttpServer } from 'node:http';
import type { IssuerServer } from './auth/issuer-server.ts';
import { startIssuerServer } from './auth/issuer-server.ts';
import type { MintTokenInput } from './auth/jwt.ts';
import { TokenAuthority } from './auth/jwt.ts';
import type { SimulatorControl } from './control/hooks.ts';
import { createControl } from './control/hooks.ts';
import { startControlServer } from './control/http.ts';
import { CommandTable } from './exec/commands.ts';
import { CallControl } from './grpc/call-control.ts';
import { startGrpcServer, stopGrpcServer } from './grpc/server.ts';
import type { AuthProfile, ResolvedOptions, SimulatorOptions, TlsOptions } from './options.ts';
import { resolveOptions } from './options.ts';
import type { VersionProfile } from './profile.ts';
import { Gateway } from './state/gateway.ts';
import type { CertificateBundle } from './tls/certs.ts';
import { generateCertificateBundle } from './tls/certs.ts';

export interface AutoTlsOptions {
  /** Also verify client certificates against the generated CA. */
  clientCa?: boolean;
  requireClientCert?: boolean;
  serverNames?: string[];
  clientCommonName?: string;
  clientOrganizationalUnits?: string[];
}

export interface StartOptions extends SimulatorOptions {
  /** Generate a CA, server and client certificate and serve TLS with them (ignored when `tls` is given). */
  autoTls?: AutoTlsOptions;
}

export interface SimulatorTlsInfo {
  enabled: boolean;
  /** CA that signed the server certificate, when the simulator generated it. */
  caCertPem: string | undefined;
  serverCertPem: string | undefined;
  /** A client certificate signed by the same CA (auto TLS only). */
  clientCertPem: string | undefined;
  clientKeyPem: string | undefined;
  bundle: CertificateBundle | undefined;
}

export interface Simulator {
  host: string;
  port: number;
  /** `host:port` for grpc-js clients. */
  address: string;
  controlPort: number | undefined;
  controlUrl: string | undefined;
  authProfile: AuthProfile;
  /** The upstream behaviour this simulator reproduces. */
  profile: VersionProfile;
  /** URL of the OAuth2 issuer served with `oidc.issuerServer` (the issuer tokens must name). */
  oidcIssuer: string | undefined;
  tls: SimulatorTlsInfo;
  control: SimulatorControl;
  /** A bearer token the oidc profile accepts. */
  mintToken(input: MintTokenInput): string;
  jwks(): { keys: object[] };
  close(): Promise<void>;
}

function resolveTls(options: StartOptions): { tls: TlsOptions | undefined; info: SimulatorTlsInfo } {
  if (options.tls || !options.autoTls) {
    return {
      tls: options.tls,
      info: {
        enabled: !!options.tls,
        caCertPem: undefined,
        serverCertPem: options.tls?.certPem,
        clientCertPem: undefined,
        clientKeyPem: undefined,
        bundle: undefined,
      },
    };
  }
  const auto = options.autoTls;
  const bundle = generateCertificateBundle({
    serverNames: auto.serverNames ?? [],
    clientCommonName: auto.clientCommonName ?? 'portcullis',
    clientOrganizationalUnits: auto.clientOrganizationalUnits ?? ['openshell-admin'],
  });
  const tls: TlsOptions = {
    certPem: bundle.server.certPem,
    keyPem: bundle.server.keyPem,
    ...(auto.clientCa ? { clientCaPem: bundle.ca.certPem, requireClientCert: auto.requireClientCert ?? true } : {}),
  };
  return {
    tls,
    info: {
      enabled: true,
      caCertPem: bundle.ca.certPem,
      serverCertPem: bundle.server.certPem,
      clientCertPem: bundle.client.certPem,
      clientKeyPem: bundle.client.keyPem,
      bundle,
    },
  };
}

function closeHttp(server: HttpServer | undefined): Promise<void> {
  if (!server) return Promise.resolve();
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** The token authority, behind the issuer server when one is asked for (its URL is then the issuer). */
async function startTokenAuthority(resolved: ResolvedOptions, calls: CallControl): Promise<{ tokens: TokenAuthority; issuerServer: IssuerServer | undefined }> {
  const { issuerServer: served, ...oidc } = resolved.oidc;
  let tokens: TokenAuthority | undefined;
  const issuerServer =
    served &&
    (await startIssuerServer({
      ...served,
      clients: oidc.clients,
      tokens: () => tokens!,
      onTokenRequest: () => calls.count('oidc.token'),
    }));
  tokens = new TokenAuthority({
    issuer: issuerServer?.issuer ?? oidc.issuer,
    audience: oidc.audience,
    rolesClaim: oidc.rolesClaim,
    leewaySeconds: oidc.leewaySeconds,
  });
  return { tokens, issuerServer };
}

export async function startSimulator(options: StartOptions = {}): Promise<Simulator> {
  const { tls, info } = resolveTls(options);
  const resolved = resolveOptions({ ...options, tls });
  const gateway = new Gateway(resolved);
  const calls = new CallControl();
  const { tokens, issuerServer } = await startTokenAuthority(resolved, calls);
  const commands = new CommandTable();
  const control = createControl({ gateway, calls, tokens, commands, issuerServer });
  const { server, port } = await startGrpcServer({ gateway, control: calls, tokens, commands });
  gateway.boundPort = port;
  if (resolved.timings.flushIntervalMs > 0) {
    gateway.scheduler.every(resolved.timings.flushIntervalMs, () => gateway.drafts.flush());
  }
  const http = resolved.controlPort === undefined ? undefined : await startControlServer(control, tokens, resolved.controlHost, resolved.controlPort);
  const hostForClients = resolved.host === '0.0.0.0' ? '127.0.0.1' : resolved.host;
  let closed: Promise<void> | undefined;
  return {
    host: resolved.host,
    port,
    address: `${hostForClients.includes(':') ? `[${hostForClients}]` : hostForClients}:${port}`,
    controlPort: http?.port,
    controlUrl: http ? `http://${resolved.controlHost}:${http.port}` : undefined,
    authProfile: resolved.authProfile,
    profile: resolved.profile.name,
    oidcIssuer: issuerServer?.issuer,
    tls: info,
    control,
    mintToken: (input) => tokens.mint(input),
    jwks: () => tokens.jwks(),
    close() {
      closed ??= (async () => {
        gateway.close();
        await Promise.all([stopGrpcServer(server), closeHttp(http?.server), closeHttp(issuerServer?.server)]);
      })();
      return closed;
    },
  };
}
