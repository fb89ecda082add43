#!/usr/bin/env node
// `npx create-portcullis-plugin <id> [flags]`: this package's command under Node 24 whatever `node` is on PATH,
// through the kernel's bin/node-24.mjs (it fetches Node 24 once, or says in one line which Node to install). Plain
// JavaScript that runs on older Node. In a checkout it runs the sources (Node strips types only outside
// node_modules); installed, the compiled dist/cli.js.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = fileURLToPath(new URL('..', import.meta.url));

function kernelDir() {
  for (const modules of createRequire(join(HERE, 'package.json')).resolve.paths('@portcullis/core') ?? []) {
    if (existsSync(join(modules, '@portcullis', 'core', 'package.json'))) return join(modules, '@portcullis', 'core');
  }
  process.stderr.write(`@portcullis/core is not installed beside ${HERE}; install it too (npm install @portcullis/core @portcullis/create-plugin)\n`);
  process.exit(1);
}

const core = kernelDir();
const { runUnderNode24 } = await import(pathToFileURL(join(core, 'bin', 'node-24.mjs')).href);
const node = JSON.parse(readFileSync(join(core, 'package.json'), 'utf8')).toolchain?.node ?? '24';
const source = join(HERE, 'src', 'cli.ts');
const main = existsSync(source) && !HERE.split(sep).includes('node_modules') ? source : join(HERE, 'dist', 'cli.js');
runUnderNode24(node, [main, ...process.argv.slice(2)]);
