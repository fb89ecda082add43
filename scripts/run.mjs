#!/usr/bin/env node
// Front door for every npm script. It must run on the oldest Node a fresh machine has (20), so it is plain
// JavaScript with no dependencies: it bootstraps Node 24 + pnpm + the workspace, then runs the real command
// under Node 24, forwarding signals so that SIGTERM reaches the service.
import { spawn, spawnSync } from 'node:child_process';
import { ensureToolchain, ROOT } from './bootstrap.mjs';
import { COMPILED_MAIN, SERVICE_NODE_FLAGS, serviceEnvironment } from './service-command.mjs';

const COMMANDS = {
  // The compiled service (see service-command.mjs for why); `dev` runs the sources with type stripping.
  start: (t) => [t.node, ...SERVICE_NODE_FLAGS, COMPILED_MAIN],
  dev: (t) => [t.node, 'core/src/main.ts'],
  cli: (t) => [t.node, 'core/src/cli.ts'],
  test: (t) => [t.node, 'scripts/test.ts'],
  fuzz: (t) => [t.node, 'scripts/fuzz.ts'],
  bench: (t) => [t.node, 'scripts/bench.ts'],
  docs: (t) => [t.node, 'scripts/docs.ts'],
  build: (t) => [t.node, 'scripts/build.ts'],
  // Tarballs of the service, the kernel and the standard plugins, for `npm install` in a deployment (docs/plugins.md).
  dist: (t) => [t.node, 'scripts/dist.ts'],
  'api-report': (t) => [t.node, 'scripts/api-report.ts'],
  sim: (t) => [t.node, 'tools/openshell-sim/src/cli.ts'],
  typecheck: (t) => [t.pnpm, 'exec', 'tsc', '--noEmit', '-p', 'tsconfig.json'],
  // Formatter and linter (biome.json; `npm run lint -- --write` applies what it can), then the docs/ citations.
  lint: (t) => [t.node, 'scripts/lint.ts'],
  pnpm: (t) => [t.pnpm],
};

const [command, ...args] = process.argv.slice(2);
if (!command || !(command in COMMANDS)) {
  console.error(`usage: node scripts/run.mjs <${Object.keys(COMMANDS).join('|')}> [args...]`);
  process.exit(2);
}

const toolchain = ensureToolchain();
const env = toolchain.env;
if (command === 'start') {
  // Incremental: about a second when nothing changed since the last build.
  const built = spawnSync(toolchain.node, ['scripts/build.ts'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const [file, ...prefix] = COMMANDS[command](toolchain);
const child = spawn(file, [...prefix, ...args], { cwd: ROOT, stdio: 'inherit', env: command === 'start' ? serviceEnvironment(env) : env });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('error', (error) => {
  console.error(error.message);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
