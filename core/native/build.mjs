// Builds build/malloc-trim.node, next to this file, with the system's C compiler (CC, or cc). The bootstrap runs it
// (scripts/bootstrap.mjs, the `portcullis.assets` of core/package.json), and so does the test runner once it has
// installed a compiler. Off Linux or without a compiler it builds nothing and says so: the addon only gives freed
// memory back (core/src/freed-native-memory.ts), and the service runs without it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';

const source = new URL('./malloc-trim.c', import.meta.url).pathname;
const output = new URL('./build/malloc-trim.node', import.meta.url).pathname;
mkdirSync(new URL('./build/', import.meta.url), { recursive: true });
rmSync(output, { force: true });

function skip(reason) {
  process.stderr.write(`core/native: not built (${reason}); the service will not hand freed native memory back to the system\n`);
}

if (process.platform !== 'linux') {
  skip(`malloc_trim is glibc's, and this is ${process.platform}`);
} else {
  const compiler = process.env.CC || 'cc';
  const run = spawnSync(compiler, ['-shared', '-fPIC', '-nostdlib', '-O2', '-Wall', '-Werror', '-o', output, source], { encoding: 'utf8' });
  if (run.error) skip(`${compiler}: ${run.error.message}`);
  else if (run.status !== 0) skip(`${compiler} failed: ${run.stderr.trim()}`);
}
