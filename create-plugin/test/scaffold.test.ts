// test-dialects: once
// The scaffold (create-portcullis-plugin, also `portcullis plugin new`) writes a package that works as written:
// installed as its README says (its devDependencies on Portcullis packages pointed at packed ones, as the README
// says to until they are on a registry), it type-checks, builds, and its own test passes on each database of this
// run (as its `npm test` runs it on both); so do the webhook channel `--channel` writes and the login method
// `--auth` writes. Installed once for both databases.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testDialects } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../scripts/build.ts';
import { devDependOnPacked, installDependencies } from '../../scripts/packages.ts';

/** Every directory the tests make, removed at the end. */
const WORK = mkdtempSync(join(tmpdir(), 'portcullis-scaffold-'));
test.after(() => rmSync(WORK, { recursive: true, force: true }));

const BIN = fileURLToPath(new URL('../bin/create-portcullis-plugin.mjs', import.meta.url));

/** The real command, as `npx create-portcullis-plugin ...` runs it from `cwd` (npm passes it as INIT_CWD). */
function scaffold(args: string[], cwd = mkdtempSync(join(WORK, 'cwd-'))) {
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', env: { ...process.env, INIT_CWD: cwd } });
  return { code: result.status, out: result.stdout.trim(), err: result.stderr.trim(), cwd };
}

function run(command: string[], cwd: string, env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, command, { cwd, encoding: 'utf8', env: { ...process.env, ...env } });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/**
 * Installs the package as its README says, with its devDependencies on Portcullis packages pointed at packed ones
 * (what is not on the registry), then type-checks it, builds it and runs its test on each database of this run.
 */
function installBuildAndTest(dir: string, packages: Record<string, string>): void {
  build();
  devDependOnPacked(dir, packages);
  installDependencies(dir);
  const tsc = join(dir, 'node_modules', 'typescript', 'bin', 'tsc');
  const checked = run([tsc, '--noEmit', '-p', 'tsconfig.json'], dir);
  assert.is(checked.code, 0, checked.output);
  const built = run([tsc, '-p', 'tsconfig.build.json'], dir);
  assert.is(built.code, 0, built.output);
  assert.ok(existsSync(join(dir, 'dist', 'index.js')) && existsSync(join(dir, 'dist', 'index.d.ts')));
  for (const dialect of testDialects()) {
    const tested = run(['test/plugin.test.ts'], dir, { NO_COLOR: '1', PORTCULLIS_TEST_DATABASE: dialect });
    assert.is(tested.code, 0, `on ${dialect}:\n${tested.output}`);
    assert.match(tested.output, /Passed:\s+2/);
  }
}

test('the new package installs, type-checks, builds and passes its own test', () => {
  const written = scaffold(['acme-notes', '--dir', 'acme']);
  assert.is(written.code, 0, written.err);
  const dir = join(written.cwd, 'acme');
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  assert.is(manifest.name, 'portcullis-plugin-acme-notes');
  assert.match(manifest.peerDependencies['@portcullis/core'], /^\^\d+\.\d+\.\d+$/);
  assert.is(manifest.devDependencies['@portcullis/testing'], manifest.peerDependencies['@portcullis/core'], 'the test kit, released with the kernel');
  assert.not.ok('@portcullis/testing' in manifest.peerDependencies, 'only its tests import the test kit');
  installBuildAndTest(dir, { '@portcullis/core': 'core', '@portcullis/testing': 'testing' });
});

test('--auth writes a login method for the users plugin that passes its own test', () => {
  const written = scaffold(['acme-sso', '--auth', '--dir', 'sso']);
  assert.is(written.code, 0, written.err);
  const dir = join(written.cwd, 'sso');
  assert.match(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).peerDependencies['@portcullis/plugin-users'], /^\^\d+/);
  installBuildAndTest(dir, { '@portcullis/core': 'core', '@portcullis/testing': 'testing', '@portcullis/plugin-users': 'plugins/users' });
});

test('--channel writes a webhook channel for the webhooks plugin that passes its own test', () => {
  const written = scaffold(['acme-cards', '--channel', '--dir', 'cards']);
  assert.is(written.code, 0, written.err);
  const dir = join(written.cwd, 'cards');
  assert.match(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).peerDependencies['@portcullis/plugin-webhooks'], /^\^\d+/);
  assert.match(readFileSync(join(dir, 'README.md'), 'utf8'), 'plugins:\n  add: [portcullis-plugin-acme-cards]');
  installBuildAndTest(dir, { '@portcullis/core': 'core', '@portcullis/testing': 'testing', '@portcullis/plugin-webhooks': 'plugins/webhooks' });
});

test('the README and the settings name the variable the kernel derives', () => {
  const written = scaffold(['acme-notes', '--dir', 'acme', '--package', '@acme/portcullis-plugin-notes']);
  const dir = join(written.cwd, 'acme');
  assert.is(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name, '@acme/portcullis-plugin-notes');
  assert.match(readFileSync(join(dir, 'src', 'settings.ts'), 'utf8'), 'SERVICE_ACME_NOTES_MAX_TITLE_LENGTH');
  assert.match(readFileSync(join(dir, 'test', 'plugin.test.ts'), 'utf8'), 'SERVICE_ACME_NOTES_MAX_TITLE_LENGTH');
  assert.match(readFileSync(join(dir, 'README.md'), 'utf8'), "plugins:\n  add: ['@acme/portcullis-plugin-notes']");
});

test('it refuses a bad id, a directory with files in it, and two kinds at once', () => {
  assert.equal(scaffold(['Acme_Notes']).code, 2);
  assert.equal(scaffold(['a'.repeat(33)]).code, 2);
  assert.match(scaffold([]).err, 'create-portcullis-plugin: missing <id>');
  assert.match(scaffold(['Acme_Notes']).err, 'create-portcullis-plugin: needs one plugin id in kebab-case');
  const taken = mkdtempSync(join(WORK, 'taken-'));
  writeFileSync(join(taken, 'keep.txt'), 'mine');
  const refused = scaffold(['acme-notes', '--dir', taken]);
  assert.equal([refused.code, refused.err], [1, `${taken} exists and is not empty; choose another --dir`]);
  assert.equal(readFileSync(join(taken, 'keep.txt'), 'utf8'), 'mine');
  const both = scaffold(['acme-teams', '--channel', '--auth']);
  assert.is(both.code, 2);
  assert.match(both.err, 'create-portcullis-plugin: --channel and --auth write different plugins; choose one');
  assert.match(scaffold(['acme', '--colour']).err, 'create-portcullis-plugin: unknown option --colour');
});

test.run();
