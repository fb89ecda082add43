// test-dialects: none
// The scaffold's two commands write the same package: `npm run portcullis -- plugin new` (the kernel's command,
// which runs this package's) and `npx create-portcullis-plugin`; each help names the command as it was typed.
// Writing needs no database; scaffold.test.ts installs, builds and tests what is written.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const WORK = mkdtempSync(join(tmpdir(), 'portcullis-create-plugin-'));
test.after(() => rmSync(WORK, { recursive: true, force: true }));

const KERNEL_CLI = fileURLToPath(import.meta.resolve('@portcullis/core').replace(/index\.ts$/, 'cli.ts'));
const BIN = fileURLToPath(new URL('../bin/create-portcullis-plugin.mjs', import.meta.url));

/** `args` run from a fresh directory (npm passes it as INIT_CWD). */
function run(command: string[], env: Record<string, string> = {}) {
  const cwd = mkdtempSync(join(WORK, 'cwd-'));
  const result = spawnSync(process.execPath, command, { cwd, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', INIT_CWD: cwd, ...env } });
  return { code: result.status, out: result.stdout, err: result.stderr, cwd };
}

/** Every file under `dir` with its content, by relative path. */
function files(dir: string): Record<string, string> {
  const paths = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(paths.map((entry) => join(entry.parentPath, entry.name)).map((path) => [path.slice(dir.length + 1), readFileSync(path, 'utf8')]));
}

test('portcullis plugin new and create-portcullis-plugin write the same package', () => {
  for (const kind of [[], ['--channel'], ['--auth']]) {
    const kernel = run([KERNEL_CLI, 'plugin', 'new', 'acme-notes', '--dir', 'out', ...kind]);
    assert.is(kernel.code, 0, kernel.err);
    assert.match(kernel.out, `Wrote plugin acme-notes (package portcullis-plugin-acme-notes) in ${join(kernel.cwd, 'out')}.`);
    const own = run([BIN, 'acme-notes', '--dir', 'out', ...kind]);
    assert.is(own.code, 0, own.err);
    const written = files(join(own.cwd, 'out'));
    assert.ok('package.json' in written && 'src/index.ts' in written && 'test/plugin.test.ts' in written, Object.keys(written).join());
    assert.equal(written, files(join(kernel.cwd, 'out')), kind.join() || 'the generic plugin');
  }
});

test("each command's help and usage errors name it as typed", () => {
  const kernel = run([KERNEL_CLI, 'plugin', 'new', '--help']);
  assert.is(kernel.code, 0, kernel.err);
  assert.ok(kernel.out.startsWith('usage: npm run portcullis -- plugin new [--dir <path>] [--package <name>] [--channel] [--auth] <id>\n'), kernel.out);
  const deployed = run([KERNEL_CLI, 'help', 'plugin', 'new'], { PORTCULLIS_CLI: 'npx portcullis' });
  assert.ok(deployed.out.startsWith('usage: npx portcullis plugin new [--dir'), deployed.out);
  const own = run([BIN, '--help']);
  assert.is(own.code, 0, own.err);
  assert.ok(own.out.startsWith('usage: npx create-portcullis-plugin [--dir <path>] [--package <name>] [--channel] [--auth] <id>\n'), own.out);
  assert.equal(own.out.split('\n').slice(1), kernel.out.split('\n').slice(1), 'the same flags and arguments');
  const missing = run([BIN]);
  assert.equal(
    [missing.code, missing.err],
    [
      2,
      'create-portcullis-plugin: missing <id>\nusage: npx create-portcullis-plugin [--dir <path>] [--package <name>] [--channel] [--auth] <id>\n(--help explains the flags)\n',
    ],
  );
});

test.run();
