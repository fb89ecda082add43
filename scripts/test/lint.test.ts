// The house rules contributors can run: `npm run lint` (Biome, configured in biome.json) finds no formatting
// difference and no lint error anywhere in the workspace. `npm run lint -- --write` fixes what it can.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ROOT } from '../packages.ts';

test('biome check passes on the whole workspace', () => {
  const result = spawnSync(join(ROOT, 'node_modules', '.bin', 'biome'), ['check', '--reporter=summary', '--max-diagnostics=none', '.'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  assert.is(result.status, 0, `npm run lint found problems (npm run lint -- --write fixes formatting):\n${result.stdout}${result.stderr}`);
});

test.run();
