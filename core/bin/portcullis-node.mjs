#!/usr/bin/env node
// `portcullis-node <script.ts> [args]`: `node` for a plugin's tests, under Node 24 whatever `node` is on PATH (a
// scaffolded plugin's `npm test` runs it). Older Node would stop at the first `.ts` file with
// ERR_UNKNOWN_FILE_EXTENSION; this fetches Node 24 once, or says in one line which Node is needed and how to get it.
import { readFileSync } from 'node:fs';
import { runUnderNode24 } from './node-24.mjs';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
runUnderNode24(manifest.toolchain?.node ?? '24', process.argv.slice(2));
