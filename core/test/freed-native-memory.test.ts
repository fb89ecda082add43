// test-dialects: none
import { spawnSync } from 'node:child_process';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SERVICE_V8_FLAGS, serviceEnvironment } from '../../scripts/service-command.mjs';
import { loadMallocTrim } from '../src/freed-native-memory.ts';

// Each run is a process of its own with the service's Node flags and environment (one malloc arena): what is
// measured is that process's resident memory.
const fixture = new URL('./fixtures/freed-native-burst.ts', import.meta.url).pathname;

interface BurstRun {
  afterFreeMb: number;
  endMb: number;
  trims: Array<{ beforeBytes: number; afterBytes: number }>;
}

function burst(...args: string[]): BurstRun {
  const run = spawnSync(process.execPath, [...SERVICE_V8_FLAGS, '--expose-gc', fixture, ...args], {
    encoding: 'utf8',
    env: serviceEnvironment(process.env),
  });
  assert.is(run.status, 0, run.stderr);
  return JSON.parse(run.stdout);
}

test('the addon is built and loads (the test runner installs a C compiler and builds it)', () => {
  const addon = loadMallocTrim();
  assert.ok('trim' in addon, 'missing' in addon ? addon.missing : '');
});

test('without a trim, memory freed between live allocations stays resident', () => {
  const { afterFreeMb, endMb, trims } = burst();
  assert.equal(trims, []);
  assert.ok(afterFreeMb > 250, `RSS once freed: ${afterFreeMb} MB`);
  assert.ok(endMb > 250, `RSS at the end: ${endMb} MB`);
});

test('a trim gives it back and says how much', () => {
  const { afterFreeMb, endMb, trims } = burst('trim');
  const returned = trims.reduce((sum, trim) => sum + trim.beforeBytes - trim.afterBytes, 0);
  assert.ok(afterFreeMb > 250, `RSS once freed: ${afterFreeMb} MB`);
  assert.ok(returned > 200 * 2 ** 20, `trims ${JSON.stringify(trims)}`);
  assert.ok(endMb < afterFreeMb - 200, `RSS at the end: ${endMb} MB, once freed ${afterFreeMb} MB`);
});

test.run();
