#!/usr/bin/env node
// openshell-sim CLI: runs one simulated gateway until SIGTERM/SIGINT. Portcullis local mode starts it as
// `--port {port} --name {name}`, so it must listen fast and print nothing it needs to be asked for.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { DemoTraffic } from './demo.ts';
import { startDemoTraffic } from './demo.ts';
import type { AuthProfile, LogMode, OidcClient, OidcOptions } from './options.ts';
import type { VersionProfile } from './profile.ts';
import { VERSION_PROFILES } from './profile.ts';
import type { Simulator, StartOptions } from './simulator.ts';
import { startSimulator } from './simulator.ts';

const USAGE = `usage: openshell-sim [options]
  --port <n>             gRPC port (default 17670; 0 = ephemeral)
  --host <addr>          bind address (default 127.0.0.1)
  --name <name>          gateway name shown in logs and the registration hint (default sim)
  --profile <profile>    upstream behaviour: head | v0.0.111 | v0.0.105 | v0.1.2 (default head)
  --version <v>          version to report; RPCs newer than it answer UNIMPLEMENTED (default: the profile's)
  --auth <profile>       dev-open | mtls-local | oidc (default dev-open)
  --tls                  serve TLS with a generated CA/server/client bundle (written to --tls-dir)
  --tls-dir <dir>        where to write the bundle (default: a new temp directory)
  --oidc-issuer-port <n> with --auth oidc: serve an OAuth2 issuer (client-credentials) on this port (0 = ephemeral)
  --oidc-client <id:secret>  a client-credentials client of that issuer, platform admin (repeatable)
  --enable-mtls-auth     with --auth oidc: accept a verified client certificate as identity when no token is sent
  --control-port <n>     JSON control API port (default: none)
  --ready-delay-ms <n>   PROVISIONING -> READY delay (default 1500)
  --delete-delay-ms <n>  how long a deleted sandbox stays DELETING (default 1000)
  --receipt-delay-ms <n> 0.1 line: a provider-change receipt reaches READY / REVOKED after this (default 3000)
  --log-mode <mode>      realistic | spec (default realistic)
  --demo                 seed providers and a running sandbox with live traffic
  --help`;

interface CliArgs {
  options: StartOptions;
  tlsDir: string | undefined;
  demo: boolean;
}

function parse(argv: string[]): CliArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '17670' },
      host: { type: 'string', default: '127.0.0.1' },
      name: { type: 'string', default: 'sim' },
      auth: { type: 'string', default: 'dev-open' },
      profile: { type: 'string', default: 'head' },
      tls: { type: 'boolean', default: false },
      'tls-dir': { type: 'string' },
      version: { type: 'string' },
      'oidc-issuer-port': { type: 'string' },
      'oidc-client': { type: 'string', multiple: true, default: [] },
      'enable-mtls-auth': { type: 'boolean', default: false },
      'control-port': { type: 'string' },
      'ready-delay-ms': { type: 'string' },
      'delete-delay-ms': { type: 'string' },
      'receipt-delay-ms': { type: 'string' },
      'log-mode': { type: 'string', default: 'realistic' },
      demo: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const auth = values.auth as AuthProfile;
  if (!['dev-open', 'mtls-local', 'oidc'].includes(auth)) throw new Error(`--auth must be dev-open, mtls-local or oidc`);
  const logMode = values['log-mode'] as LogMode;
  if (!['realistic', 'spec'].includes(logMode)) throw new Error('--log-mode must be realistic or spec');
  const profile = values.profile as VersionProfile;
  if (!VERSION_PROFILES.includes(profile)) throw new Error(`--profile must be one of ${VERSION_PROFILES.join(', ')}`);
  // mtls-local only makes sense over TLS with client certificates
  const tls = values.tls || auth === 'mtls-local';
  const delay = (flag: 'ready-delay-ms' | 'delete-delay-ms' | 'receipt-delay-ms') =>
    values[flag] === undefined ? undefined : toPort(values[flag], `--${flag}`, Infinity);
  const timings = { readyDelayMs: delay('ready-delay-ms'), deleteDelayMs: delay('delete-delay-ms'), receiptDelayMs: delay('receipt-delay-ms') };
  const options: StartOptions = {
    host: values.host,
    port: toPort(values.port, '--port'),
    name: values.name,
    authProfile: auth,
    profile,
    version: values.version,
    logMode,
    timings,
    oidc: oidcOptions(values),
    ...(values['control-port'] !== undefined ? { controlPort: toPort(values['control-port'], '--control-port') } : {}),
    ...(tls ? { autoTls: { clientCa: auth === 'mtls-local' || values['enable-mtls-auth'], requireClientCert: auth === 'mtls-local' } } : {}),
  };
  return { options, tlsDir: values['tls-dir'], demo: values.demo };
}

function oidcOptions(values: { 'oidc-issuer-port'?: string; 'oidc-client': string[]; 'enable-mtls-auth': boolean }): OidcOptions {
  const clients = values['oidc-client'].map((spec): OidcClient => {
    const [clientId, ...secret] = spec.split(':');
    if (!clientId || secret.length === 0) throw new Error(`--oidc-client must be <id>:<secret> (got '${spec}')`);
    return { clientId, clientSecret: secret.join(':'), roles: ['openshell-admin'] };
  });
  const port = values['oidc-issuer-port'];
  return {
    mtlsAuthEnabled: values['enable-mtls-auth'],
    clients,
    ...(port !== undefined ? { issuerServer: { port: toPort(port, '--oidc-issuer-port') } } : {}),
  };
}

function toPort(text: string, flag: string, max = 65535): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > max) throw new Error(`${flag} must be an integer (got '${text}')`);
  return value;
}

function writeBundle(sim: Simulator, dir: string | undefined): string | undefined {
  if (!sim.tls.bundle) return undefined;
  const target = dir ?? mkdtempSync(join(tmpdir(), 'openshell-sim-tls-'));
  mkdirSync(target, { recursive: true });
  const { ca, server, client } = sim.tls.bundle;
  const files: Record<string, string> = {
    'ca.crt': ca.certPem,
    'server.crt': server.certPem,
    'server.key': server.keyPem,
    'tls.crt': client.certPem,
    'tls.key': client.keyPem,
  };
  for (const [file, pem] of Object.entries(files)) writeFileSync(join(target, file), pem, { mode: 0o600 });
  return target;
}

function registrationHint(sim: Simulator, name: string, tlsDir: string | undefined): string {
  const scheme = sim.tls.enabled ? 'https' : 'http';
  const authMode = sim.authProfile === 'mtls-local' ? 'mtls' : sim.authProfile === 'oidc' ? 'api_key' : 'none';
  const endpoint = `${scheme}://${sim.address}`;
  const lines = [
    `openshell-sim '${name}' listening on ${endpoint} (auth: ${sim.authProfile}, profile: ${sim.profile})`,
    '',
    'Register it with Portcullis (running with SERVICE_LOCAL_MODE=true to reach loopback; KEY is an admin API key):',
    `  curl -s -X POST http://localhost:8888/api/gateways -H "authorization: Bearer $KEY" \\`,
    `    -H 'content-type: application/json' -d '{"name":"${name}","endpoint":"${endpoint}","auth_mode":"${authMode}"}'`,
  ];
  if (tlsDir) {
    lines.push('', `TLS bundle written to ${tlsDir}:`, `  CA certificate (paste as the gateway CA): ${join(tlsDir, 'ca.crt')}`);
    if (sim.authProfile === 'mtls-local') {
      lines.push(`  client certificate: ${join(tlsDir, 'tls.crt')}`, `  client key:         ${join(tlsDir, 'tls.key')}`);
    }
  }
  if (sim.oidcIssuer) {
    lines.push('', `OIDC issuer (client-credentials grant): ${sim.oidcIssuer}`);
  }
  if (sim.authProfile === 'oidc') {
    lines.push(
      '',
      'Bearer token for an admin (valid 24 h):',
      `  ${sim.mintToken({ subject: 'portcullis', roles: ['openshell-admin'], expiresInSeconds: 86_400 })}`,
    );
  }
  if (sim.controlUrl) lines.push('', `Control API: ${sim.controlUrl}/control/state`);
  return lines.join('\n');
}

async function main(): Promise<void> {
  let args: CliArgs;
  try {
    args = parse(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  const sim = await startSimulator(args.options);
  const tlsDir = writeBundle(sim, args.tlsDir);
  const demo: DemoTraffic | undefined = args.demo ? startDemoTraffic(sim) : undefined;
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received, shutting down`);
    demo?.stop();
    sim.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  // Handlers first: whoever reads the banner below may signal at once (local mode, tests).
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  console.log(registrationHint(sim, args.options.name ?? 'sim', tlsDir));
  if (demo) console.log(`\nDemo sandbox '${demo.sandbox}' is provisioning; traffic starts once it is READY.`);
}

main().catch((error: unknown) => {
  console.error(`openshell-sim failed to start: ${(error as Error).message}`);
  process.exit(1);
});
