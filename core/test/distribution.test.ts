// test-dialects: once
// Portcullis from nothing, as an operator and a plugin author outside the repository have it, with only the
// system's npm (on the system's Node 20, first on PATH): `npm run dist` packs the distribution; an empty deployment
// directory installs every tarball; `npx portcullis plugin new` there (the scaffold, @portcullis/create-plugin, a
// dependency of the service package) writes a plugin into an empty directory, whose README steps (npm install,
// npm test, npm pack) work as written; the plugin's tarball is installed into the deployment and added by its
// portcullis.yaml; `npx portcullis` starts the service (fetching Node 24 once), which migrated the plugin's table
// and serves its route. The deployment holds one @portcullis/core, and a second one planted in the plugin's own
// node_modules stops start-up with a message naming both. The tarballs and npm's cache are shared with earlier
// runs (scripts/dist.ts, --prefer-offline); so is the fetched Node.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDialects } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { dist } from '../../scripts/dist.ts';
import { ROOT } from '../../scripts/packages.ts';

const WORK = mkdtempSync(join(tmpdir(), 'portcullis-distribution-'));
test.after(() => rmSync(WORK, { recursive: true, force: true }));

const SYSTEM_NODE = '/usr/bin/node';
const PACKAGE = 'portcullis-plugin-acme-notes';

/**
 * A machine with only the system's Node and npm: /usr/bin first on PATH, nothing of the workspace's npm run in
 * the environment. Installs prefer npm's cache; the Node that Portcullis fetches is kept beside the workspace's.
 */
function machineEnv(extra: Record<string, string> = {}): Record<string, string> {
  const inherited = Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) && name !== 'INIT_CWD' && name !== 'NODE_OPTIONS');
  return {
    ...(Object.fromEntries(inherited) as Record<string, string>),
    PATH: `/usr/bin:/bin:${process.env.PATH ?? ''}`,
    NO_COLOR: '1',
    npm_config_prefer_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    npm_config_loglevel: 'error',
    PORTCULLIS_NODE_CACHE: join(ROOT, 'node_modules', '.cache', 'portcullis-node'),
    ...extra,
  };
}

function sh(command: string, args: string[], cwd: string, options: { env?: Record<string, string>; input?: string } = {}) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: machineEnv(options.env), input: options.input ?? '', timeout: 150_000 });
  const output = `${result.stdout}${result.stderr}`;
  assert.is(result.status, 0, `${command} ${args.join(' ')} in ${cwd}:\n${output}`);
  return output;
}

/** Every installed copy of a package under `directory`'s node_modules (npm's nested copies included). */
function copiesOf(name: string, directory: string): string[] {
  const found: string[] = [];
  const walk = (modules: string) => {
    if (!existsSync(modules)) return;
    for (const entry of readdirSync(modules)) {
      if (entry.startsWith('.')) continue;
      const dirs = entry.startsWith('@') ? readdirSync(join(modules, entry)).map((inner) => join(modules, entry, inner)) : [join(modules, entry)];
      for (const dir of dirs) {
        const manifest = join(dir, 'package.json');
        if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === name) found.push(dir);
        walk(join(dir, 'node_modules'));
      }
    }
  };
  walk(join(directory, 'node_modules'));
  return found;
}

/** The commands of the README's first shell block, as an author types them (comments left out). */
function readmeSteps(readme: string): string[] {
  const block = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const steps = block
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
  assert.equal(steps, ['npm install', 'npm test', 'npm run typecheck', 'npm pack']);
  return steps;
}

/** `npm test` runs the plugin's test on both databases; a run of this suite on one runs it there only. */
function pluginTest(project: string): string {
  const dialects = testDialects();
  if (dialects.includes('sqlite') && dialects.includes('postgresql')) {
    const output = sh('npm', ['test'], project);
    assert.match(output, /Passed:\s+2[\s\S]*Passed:\s+2/);
    return output;
  }
  const output = sh('npx', ['portcullis-node', 'test/plugin.test.ts'], project, { env: { PORTCULLIS_TEST_DATABASE: dialects[0]! } });
  assert.match(output, /Passed:\s+2/);
  return output;
}

interface Started {
  child: ChildProcess;
  output: () => string;
  /** The URL it listens on, or null when it exited first. */
  listening: Promise<string | null>;
  exited: Promise<number | null>;
}

/** `npx portcullis` in the deployment, on a free port, without logins (what is tested is the plugin's route). */
function startService(deployment: string): Started {
  const child = spawn('npx', ['portcullis'], {
    cwd: deployment,
    env: machineEnv({ SERVICE_PORT: '0', SERVICE_AUTH_ENABLED: 'false', SERVICE_HEALTH_INTERVAL_SECONDS: '3600' }),
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, stopped as a terminal's Ctrl-C stops it: npx runs the command through a shell, which
    // does not pass a signal on to it.
    detached: true,
  });
  let output = '';
  // Once every process of the group has let go of the output, not only npx.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const listening = new Promise<string | null>((resolve) => {
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+?)"/.exec(output)?.[1];
      if (url) resolve(url);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    void exited.then(() => resolve(null));
  });
  return { child, output: () => output, listening, exited };
}

test('from nothing to a deployment running a plugin written outside the repository, with one kernel', async () => {
  assert.match(spawnSync(SYSTEM_NODE, ['--version'], { encoding: 'utf8' }).stdout, /^v20\./, 'the system Node is the old one this journey is about');
  const packs = dist();
  const tarballs = readdirSync(packs).filter((file) => file.endsWith('.tgz'));
  for (const name of ['portcullis', 'portcullis-core', 'portcullis-create-plugin', 'portcullis-testing'])
    assert.ok(tarballs.includes(`${name}-0.1.0.tgz`), tarballs.join());
  const serviceManifest = JSON.parse(spawnSync('tar', ['-xzOf', join(packs, 'portcullis-0.1.0.tgz'), 'package/package.json'], { encoding: 'utf8' }).stdout);
  assert.ok('@portcullis/create-plugin' in serviceManifest.dependencies, 'the service brings the scaffold plugin new runs');
  assert.not.ok('@portcullis/testing' in serviceManifest.dependencies, 'but not the test kit');
  for (const file of tarballs)
    assert.not.match(spawnSync('tar', ['-xzOf', join(packs, file), 'package/package.json'], { encoding: 'utf8' }).stdout, /catalog:|workspace:/, file);

  // The operator: an empty directory, the documented install.
  const deployment = join(WORK, 'srv-portcullis');
  mkdirSync(deployment);
  sh('npm', ['install', ...tarballs.map((file) => join(packs, file))], deployment);

  // The author: the scaffold from the installation into an empty directory, then its README's steps.
  assert.match(sh('npx', ['create-portcullis-plugin', '--help'], deployment), /^usage: npx create-portcullis-plugin \[--dir <path>\]/);
  const project = join(WORK, 'src', 'acme-notes');
  const written = sh('npx', ['portcullis', 'plugin', 'new', 'acme-notes', '--dir', project], deployment);
  assert.match(written, `Wrote plugin acme-notes (package ${PACKAGE})`);
  const manifest = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8'));
  assert.equal(manifest.engines, { node: '>=24' });
  assert.is(manifest.devDependencies['@portcullis/core'], `file:${join(packs, 'portcullis-core-0.1.0.tgz')}`);
  assert.is(manifest.devDependencies['@portcullis/testing'], `file:${join(packs, 'portcullis-testing-0.1.0.tgz')}`);
  const readme = readFileSync(join(project, 'README.md'), 'utf8');
  for (const step of readmeSteps(readme)) {
    const output = step === 'npm test' ? pluginTest(project) : sh('sh', ['-c', step], project);
    if (step === 'npm pack') assert.match(output, `${PACKAGE}-0.1.0.tgz`);
  }
  assert.match(readme, `plugins:\n  add: [${PACKAGE}]\nacme-notes:\n  max_title_length: 120`);
  const pluginTarball = join(project, `${PACKAGE}-0.1.0.tgz`);
  assert.ok(existsSync(pluginTarball));

  // The operator again: the plugin's tarball, added to the standard set in the deployment's configuration.
  sh('npm', ['install', pluginTarball], deployment);
  writeFileSync(join(deployment, 'portcullis.yaml'), `plugins:\n  add: [${PACKAGE}]\nacme-notes:\n  max_title_length: 12\n`);
  assert.equal(copiesOf('@portcullis/core', deployment), [join(deployment, 'node_modules', '@portcullis', 'core')], 'one kernel in the deployment');
  const mikroOrm = join(deployment, 'node_modules', '@mikro-orm', 'core');
  assert.equal(copiesOf('@mikro-orm/core', deployment), [mikroOrm], 'one MikroORM');

  const service = startService(deployment);
  try {
    const url = await service.listening;
    assert.ok(url, service.output());
    assert.match(service.output(), 'migration":"acme-notes:0001');
    assert.ok(existsSync(join(deployment, 'data', 'portcullis.db')), 'SQLite under ./data');
    const created = await fetch(`${url}/api/acme-notes/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'First' }),
    });
    assert.is(created.status, 201, await created.clone().text());
    const long = await fetch(`${url}/api/acme-notes/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Far too long a title' }),
    });
    assert.is(long.status, 400, 'max_title_length from portcullis.yaml');
    const listed = (await (await fetch(`${url}/api/acme-notes/records`)).json()) as { items: Array<{ title: string }> };
    assert.equal(
      listed.items.map((item) => item.title),
      ['First'],
    );
    assert.ok(readFileSync(join(mikroOrm, 'metadata', 'MetadataDiscovery.js'), 'utf8').includes('patched by Portcullis'), 'the patched MikroORM');
    const cpuMetric = join(deployment, 'node_modules', 'prom-client', 'lib', 'metrics', 'processCpuTotal.js');
    assert.ok(readFileSync(cpuMetric, 'utf8').includes('Patched (Portcullis)'), 'the patched prom-client');
    const grpcDecoder = join(deployment, 'node_modules', '@grpc', 'grpc-js', 'build', 'src', 'stream-decoder.js');
    assert.ok(readFileSync(grpcDecoder, 'utf8').includes('Patched (Portcullis)'), 'the patched grpc-js');
    const kernel = join(deployment, 'node_modules', '@portcullis', 'core');
    assert.ok(existsSync(join(kernel, 'native', 'build', 'malloc-trim.node')), 'the native addon, built by the kernel package on install');
    assert.not.ok(
      spawnSync('tar', ['-tzf', join(packs, 'portcullis-core-0.1.0.tgz')], { encoding: 'utf8' }).stdout.includes('native/build/'),
      "shipped as source, not as this machine's binary",
    );
  } finally {
    process.kill(-service.child.pid!, 'SIGTERM');
    await service.exited;
  }

  // A second kernel inside the plugin's own node_modules (as a dependency instead of a peer would put it there).
  const planted = join(deployment, 'node_modules', PACKAGE, 'node_modules', '@portcullis', 'core');
  cpSync(join(deployment, 'node_modules', '@portcullis', 'core'), planted, { recursive: true });
  const refused = startService(deployment);
  assert.is(await refused.exited, 1, refused.output());
  const output = refused.output();
  assert.match(output, `plugin package ${PACKAGE} (${realpathSync(join(deployment, 'node_modules', PACKAGE))}) would load a second copy of @portcullis/core`);
  assert.match(output, `it resolves ${realpathSync(planted)}, but the kernel is ${realpathSync(join(deployment, 'node_modules', '@portcullis', 'core'))}`);
  assert.match(output, `Remove ${planted}`);
});

test("on older Node without a way to fetch Node 24, a plugin's test stops with one line saying what to install", () => {
  const empty = mkdtempSync(join(WORK, 'no-node-'));
  const result = spawnSync(SYSTEM_NODE, [join(ROOT, 'core', 'bin', 'portcullis-node.mjs'), 'test/plugin.test.ts'], {
    cwd: empty,
    encoding: 'utf8',
    // Nothing cached and npm offline: the fetch fails at once.
    env: machineEnv({ PORTCULLIS_NODE_CACHE: empty, npm_config_cache: join(empty, 'npm-cache'), npm_config_offline: 'true' }),
  });
  assert.is(result.status, 1, result.stderr);
  const lines = result.stderr.trim().split('\n');
  assert.match(
    lines.at(-1)!,
    /^Portcullis needs Node 24 or later, and this is Node 20\.\d+\.\d+; install Node 24 \(https:\/\/nodejs\.org\/en\/download, or `nvm install 24`\)/,
  );
  assert.not.match(result.stderr, 'ERR_UNKNOWN_FILE_EXTENSION');
});

test.run();
