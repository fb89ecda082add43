// `npm run build` leaves a complete, runnable compiled service: core/dist/main.js starts it with every standard
// plugin loaded from dist/ (type stripping is switched off, so a single .ts module reached would fail the start).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, globSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build, builtPackages } from '../build.ts';
import { ROOT } from '../packages.ts';

const MAIN = join(ROOT, 'core', 'dist', 'main.js');
const DATA_DIR = mkdtempSync(join(tmpdir(), 'portcullis-compiled-'));
test.after(() => rmSync(DATA_DIR, { recursive: true, force: true }));

/** Starts the compiled service and resolves with its URL once it listens. */
function startCompiled(): Promise<{ url: string; stop(): Promise<number | null> }> {
  const child = spawn(process.execPath, ['--no-experimental-strip-types', '--conditions=portcullis-compiled', MAIN], {
    env: { PATH: process.env.PATH ?? '', SERVICE_PORT: '0', SERVICE_DATA_DIR: DATA_DIR, SERVICE_LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk;
      const listening = /listening on (http:\/\/[^"\s]+)/.exec(output);
      if (listening)
        resolve({
          url: listening[1]!,
          stop: () => {
            child.kill('SIGTERM');
            return exited;
          },
        });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    void exited.then((code) => reject(new Error(`the compiled service exited (${code}) before listening:\n${output}`)));
  });
}

test('every plugin, the kernel, the scaffold, proto and the simulator are in the build, each export of src/ with its compiled form', () => {
  const built = new Set(builtPackages());
  const runtime = [
    join(ROOT, 'core'),
    join(ROOT, 'create-plugin'),
    join(ROOT, 'proto'),
    join(ROOT, 'tools', 'openshell-sim'),
    ...globSync('plugins/*/package.json', { cwd: ROOT }).map((path) => dirname(join(ROOT, path))),
  ];
  for (const packageDir of runtime) {
    assert.ok(built.has(packageDir), `${packageDir} has a tsconfig.build.json named in the root tsconfig.build.json`);
    const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      if (typeof target === 'string' && target.startsWith('./src/'))
        assert.unreachable(`${packageDir} exports ${subpath} without a 'portcullis-compiled' condition`);
    }
  }
});

test('every runtime package is compiled into its dist/, with the files its code reads beside it', () => {
  build();
  for (const packageDir of builtPackages()) assert.ok(existsSync(join(packageDir, 'dist')), `${packageDir}/dist`);
  assert.ok(existsSync(join(ROOT, 'plugins', 'users', 'dist', 'passwords', 'common-passwords.txt')));
  assert.ok(existsSync(join(ROOT, 'core', 'dist', 'index.d.ts')));
});

test('the compiled service starts with its standard plugins, answers and stops cleanly', async () => {
  const service = await startCompiled();
  const health = await fetch(`${service.url}/healthz`);
  assert.is(health.status, 200);
  assert.is(await service.stop(), 0);
});

test('the compiled kernel refuses to run with plugins from source', () => {
  const result = spawnSync(process.execPath, [MAIN], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
  assert.is(result.status, 1);
  assert.match(result.stderr, 'node --conditions=portcullis-compiled core/dist/main.js');
});

test.run();
