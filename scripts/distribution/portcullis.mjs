#!/usr/bin/env node
// `npx portcullis` in a deployment directory: with no arguments (or `start`) it starts the service there, reading
// ./portcullis.yaml when there is one (SERVICE_CONFIG_FILE names another) and keeping SQLite under ./data; any
// other arguments are an operator command (`npx portcullis --help`, `npx portcullis plugin new acme-notes`).
// Plain JavaScript that runs on older Node: Portcullis needs Node 24, which it fetches once when `node` is older
// (@portcullis/core's bin/node-24.mjs). Before each command it makes sure the dependencies Portcullis patches are
// patched (an install with --ignore-scripts skipped the kernel package's postinstall). docs/plugins.md,
// "Installing Portcullis".
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(HERE, 'package.json'), 'utf8'));

function installedDir(name) {
  for (const modules of createRequire(join(HERE, 'package.json')).resolve.paths(name) ?? []) {
    if (existsSync(join(modules, name, 'package.json'))) return join(modules, name);
  }
  process.stderr.write(`${name} is not installed beside ${HERE}; install the whole distribution (npm install <dir>/*.tgz)\n`);
  process.exit(1);
}

/** The lines of one of the settings files beside package.json, without blanks and comments. */
const settingLines = (file) =>
  readFileSync(join(HERE, file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));

const core = installedDir('@portcullis/core');
const { runUnderNode24 } = await import(pathToFileURL(join(core, 'bin', 'node-24.mjs')).href);
const { applyOwnPatches } = await import(pathToFileURL(join(core, 'bin', 'apply-patches.mjs')).href);

const args = process.argv.slice(2);
const start = args.length === 0 || (args.length === 1 && args[0] === 'start');
const env = { ...process.env, PORTCULLIS_CLI: 'npx portcullis' };
if (!env.SERVICE_CONFIG_FILE && existsSync('portcullis.yaml')) env.SERVICE_CONFIG_FILE = resolve('portcullis.yaml');
try {
  applyOwnPatches();
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
if (start) {
  // The service's environment defaults; a variable the operator set wins.
  for (const line of settingLines('service-environment')) {
    const [name, value] = line.split(/=(.*)/s, 2);
    env[name] ??= value;
  }
}
const command = start ? [...settingLines('service-node-flags'), join(core, 'dist', 'main.js')] : [join(core, 'dist', 'cli.js'), ...args];
runUnderNode24(manifest.toolchain.node, command, env);
