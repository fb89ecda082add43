// `npm run bench`: runs every bench/*.bench.ts (or those whose name contains an argument) one after the other,
// each in its own process so that one benchmark's leftovers never weigh on the next.
import { spawnSync } from 'node:child_process';
import { globSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const filters = process.argv.slice(2);
const files = globSync('bench/*.bench.ts', { cwd: ROOT })
  .sort()
  .filter((file) => filters.length === 0 || filters.some((f) => file.includes(f)));
let failed = 0;
for (const file of files) {
  process.stdout.write(`\n== ${file}\n`);
  const result = spawnSync(process.execPath, ['--expose-gc', join(ROOT, file)], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NO_COLOR: '1' } });
  if (result.status !== 0) failed += 1;
}
process.exitCode = failed > 0 ? 1 : 0;
