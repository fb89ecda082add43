// The CLI as local mode runs it: `--port {port} --name {name}`, listening quickly, exiting 0 on SIGTERM.

import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import * as grpc from '@grpc/grpc-js';
import { createGatewayClients } from '@portcullis/proto';
import { OpenShell01ClientConstructor } from '@portcullis/proto/line-0.1';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { unary } from './helpers.ts';

const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// A failed assertion must not leave a simulator running: its pipes would keep this test process alive forever.
const started = new Set<ChildProcess>();
test.after.each(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  started.clear();
});

function run(args: string[]): { child: ChildProcess; output: () => string; listening: Promise<void> } {
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  started.add(child);
  let output = '';
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`exited early (${code}): ${output}`)));
  });
  return { child, output: () => output, listening };
}

const exitCode = (child: ChildProcess) => new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

test('--port {port} --name {name}: serves Health, prints the registration curl, exits 0 on SIGTERM', async () => {
  const port = await freePort();
  const startedAt = Date.now();
  const { child, output, listening } = run(['--port', String(port), '--name', 'local-gw', '--ready-delay-ms', '50']);
  await listening;
  // Local mode waits for this; the bound is loose enough for a machine loaded far past its two cores.
  assert.ok(Date.now() - startedAt < 30_000, 'starts quickly');
  const clients = createGatewayClients(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
  try {
    assert.is((await unary<any>(clients.openshell, 'Health', {})).status, 'SERVICE_STATUS_HEALTHY');
  } finally {
    clients.close();
  }
  assert.match(output(), /curl -s -X POST http:\/\/localhost:8888\/api\/gateways -H "authorization: Bearer \$KEY"/);
  assert.match(output(), new RegExp(`"name":"local-gw","endpoint":"http://127.0.0.1:${port}","auth_mode":"none"`));
  const exited = exitCode(child);
  child.kill('SIGTERM');
  assert.is(await exited, 0);
});

test('--tls with mtls-local writes the bundle and says which files to paste; SIGINT exits 0', async () => {
  const { child, output, listening } = run(['--port', '0', '--auth', 'mtls-local', '--control-port', '0']);
  await listening;
  const dir = /TLS bundle written to (\S+):/.exec(output())?.[1];
  assert.ok(dir && existsSync(`${dir}/ca.crt`) && existsSync(`${dir}/tls.crt`) && existsSync(`${dir}/tls.key`), output());
  assert.match(output(), /"name":"sim","endpoint":"https:\/\/127\.0\.0\.1:\d+","auth_mode":"mtls"/, "the README's gateway name by default");
  assert.match(output(), /https:\/\/127\.0\.0\.1:\d+/);
  const exited = exitCode(child);
  child.kill('SIGINT');
  assert.is(await exited, 0);
});

test('--profile v0.0.105 with an OIDC issuer: the floor version, a client-credentials issuer to register', async () => {
  const { child, output, listening } = run([
    '--port',
    '0',
    '--profile',
    'v0.0.105',
    '--auth',
    'oidc',
    '--oidc-issuer-port',
    '0',
    '--oidc-client',
    'portcullis:s3cret',
  ]);
  await listening;
  assert.match(output(), /\(auth: oidc, profile: v0\.0\.105\)/);
  const port = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output())![1];
  const issuer = /OIDC issuer \(client-credentials grant\): (\S+)/.exec(output())?.[1];
  assert.ok(issuer, output());
  const grant = await fetch(`${issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'portcullis', client_secret: 's3cret' }),
  });
  const token = ((await grant.json()) as { access_token: string }).access_token;
  const clients = createGatewayClients(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
  try {
    const metadata = new grpc.Metadata();
    metadata.set('authorization', `Bearer ${token}`);
    assert.is((await unary<any>(clients.openshell, 'GetGatewayInfo', {}, metadata)).gateway_version, '0.0.105');
  } finally {
    clients.close();
  }
  const exited = exitCode(child);
  child.kill('SIGTERM');
  assert.is(await exited, 0);
});

test('--profile v0.1.2 --demo: the 0.1 wire, the demo providers with their imported profiles', async () => {
  const { child, output, listening } = run(['--port', '0', '--profile', 'v0.1.2', '--demo', '--ready-delay-ms', '50', '--receipt-delay-ms', '100']);
  await listening;
  assert.match(output(), /\(auth: dev-open, profile: v0\.1\.2\)/);
  const port = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output())![1];
  const client = new OpenShell01ClientConstructor(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
  const scope = { workspace_scope: { workspace: 'default' } };
  try {
    assert.is((await unary<any>(client, 'Health', {})).version, '0.1.2');
    assert.equal(
      (await unary<any>(client, 'ListProviderProfiles', {})).profiles.map((p: any) => p.id),
      ['github', 'nvidia'],
    );
    assert.equal(
      (await unary<any>(client, 'ListSandboxes', scope)).sandboxes.map((s: any) => s.metadata.name),
      ['demo-agent'],
    );
    assert.equal(
      (await unary<any>(client, 'ListSandboxProviders', { sandbox: 'demo-agent', ...scope })).providers.map((p: any) => p.type),
      ['github', 'nvidia'],
      'by name',
    );
  } finally {
    client.close();
  }
  const exited = exitCode(child);
  child.kill('SIGTERM');
  assert.is(await exited, 0);
});

test('bad flags exit 2 with usage', async () => {
  const child = spawn(process.execPath, [CLI, '--auth', 'kerberos'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  assert.is(await exitCode(child), 2);
  assert.match(stderr, /usage: openshell-sim/);
  const profile = spawn(process.execPath, [CLI, '--profile', 'v0.0.1'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let profileError = '';
  profile.stderr.on('data', (chunk: Buffer) => {
    profileError += chunk.toString();
  });
  assert.is(await exitCode(profile), 2);
  assert.match(profileError, /--profile must be one of head, v0\.0\.111, v0\.0\.105/);
});

test.run();
