// test-dialects: none
import { spawnSync } from 'node:child_process';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SERVICE_V8_FLAGS } from '../../scripts/service-command.mjs';

// Each run is a process of its own with the service's Node flags: what is measured is that process's memory.
const fixture = new URL('./fixtures/freed-heap-burst.ts', import.meta.url).pathname;

interface BurstRun {
  afterBurstMb: number;
  endMb: number;
  releases: Array<{ beforeBytes: number; afterBytes: number }>;
}

function burst(...args: string[]): BurstRun {
  const run = spawnSync(process.execPath, [...SERVICE_V8_FLAGS, fixture, ...args], { encoding: 'utf8' });
  assert.is(run.status, 0, run.stderr);
  return JSON.parse(run.stdout);
}

test('without it, the pages a burst left behind stay resident under steady work', () => {
  const { afterBurstMb, endMb, releases } = burst();
  assert.equal(releases, []);
  assert.ok(afterBurstMb > 250, `outside the heap after the burst: ${afterBurstMb} MB`);
  assert.ok(endMb > 250, `outside the heap at the end: ${endMb} MB`);
});

test('it returns them under steady work and says how much', () => {
  const { endMb, releases } = burst('release');
  const returned = releases.reduce((sum, release) => sum + release.beforeBytes - release.afterBytes, 0);
  assert.ok(returned > 200 * 2 ** 20, `releases ${JSON.stringify(releases)}`);
  assert.ok(endMb < 150, `outside the heap at the end: ${endMb} MB`);
});

test.run();
