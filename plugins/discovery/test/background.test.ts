// The background scan: off unless SERVICE_DISCOVERY_ENABLED, then once per SERVICE_DISCOVERY_INTERVAL_SECONDS on
// the manual clock, as the system, on one replica at a time; and the settings it refuses at start-up.

import { StartupError } from '@portcullis/core';
import { type Dnsmasq, ManualClock, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { auditRows, discoveryKernel, dnsmasq, rows, startZone } from './helpers.ts';

const binary = dnsmasq();

const ZONE = {
  zones: ['example.test'],
  srv: [{ domain: 'example.test', host: 'good.example.test', port: 443 }],
  hosts: [{ name: 'good.example.test', address: '8.8.8.8' }],
};

const scans = async (t: TestKernel) => (await auditRows(t, 'gateway.discovered')).length;

async function task(t: TestKernel): Promise<Record<string, any>> {
  const tasks = await t.http.get('/api/system/tasks');
  return tasks.body.items.find((item: { id: string }) => item.id === 'discovery.scan');
}

const test = suite<{ dns: Dnsmasq }>('the background scan');
test.before(async (context) => {
  context.dns = await startZone(binary, ZONE);
});
test.after(async ({ dns }) => {
  await dns?.close();
});

test('is off by default: listed as disabled, and no time makes it scan', async ({ dns }) => {
  const t = await discoveryKernel({ dns, env: { SERVICE_DISCOVERY_DOMAINS: 'example.test' } });
  try {
    assert.equal([(await task(t)).enabled, (await task(t)).healthy], [false, true]);
    for (let i = 0; i < 3; i += 1) {
      t.manualClock!.advance(300_000);
      await t.tick();
    }
    assert.is(await scans(t), 0);
    assert.is((await rows(t, 'SELECT name FROM gateways')).length, 0);
    assert.is((await t.http.get('/api/gateway/discovery/status')).body.scanned_at, null);
  } finally {
    await t.stop();
  }
});

test('when enabled, scans once per interval as the system, and the status shows it', async ({ dns }) => {
  const t = await discoveryKernel({
    dns,
    env: { SERVICE_DISCOVERY_ENABLED: 'true', SERVICE_DISCOVERY_DOMAINS: 'example.test', SERVICE_DISCOVERY_INTERVAL_SECONDS: '60' },
  });
  try {
    const clock = t.manualClock!;
    await t.tick();
    clock.advance(59_000);
    await t.tick();
    assert.is(await scans(t), 0, 'not before one interval');
    clock.advance(1_000);
    await t.tick();
    assert.is(await scans(t), 1);
    const [first] = await auditRows(t, 'gateway.discovered');
    assert.equal(
      [first!.actor, first!.actor_type, first!.detail.trigger, first!.detail.registered_gateways],
      ['system', 'system', 'background', ['good.example.test']],
    );
    const [registration] = await auditRows(t, 'gateway.register');
    assert.equal([registration!.actor, registration!.resource_id], ['system', 'good.example.test']);
    clock.advance(30_000);
    await t.tick();
    assert.is(await scans(t), 1, 'the next run is one interval after the end of the last');
    clock.advance(30_000);
    await t.tick();
    assert.is(await scans(t), 2);
    const status = (await t.http.as('viewer').get('/api/gateway/discovery/status')).body;
    assert.equal([status.trigger, status.enabled, status.interval_seconds, status.found, status.registered], ['background', true, 60, 1, 0]);
    assert.equal(status.candidates[0].reason, 'already_registered');
    assert.equal([(await task(t)).healthy, (await task(t)).last_error], [true, null]);
  } finally {
    await t.stop();
  }
});

test('two replicas on one database: one scan per interval between them', async ({ dns }) => {
  const clock = new ManualClock();
  const env = { SERVICE_DISCOVERY_ENABLED: 'true', SERVICE_DISCOVERY_DOMAINS: 'example.test', SERVICE_DISCOVERY_INTERVAL_SECONDS: '60' };
  const first = await discoveryKernel({ dns, clock, env });
  const second = await discoveryKernel({ dns, clock, env, database: first.database });
  try {
    for (let i = 0; i < 3; i += 1) {
      clock.advance(60_000);
      await Promise.all([first.tick(), second.tick()]);
    }
    assert.is(await scans(first), 3);
    assert.equal([(await task(first)).leader, (await task(second)).leader].sort(), [false, true]);
  } finally {
    await second.stop({ keepDatabase: true });
    await first.stop();
  }
});

test.run();

const settings = suite('discovery settings');

async function refusal(env: Record<string, string>): Promise<string[]> {
  const dns = { address: '127.0.0.1:5353', close: async () => {} }; // never asked: the start-up is refused first
  const error = await discoveryKernel({ dns, env }).then(
    (t) => t.stop().then(() => null),
    (caught: unknown) => caught,
  );
  assert.instance(error, StartupError);
  return (error as StartupError).problems;
}

settings('enabling the background scan needs domains; domains and the resolver must be valid', async () => {
  const withOthers = await refusal({ SERVICE_DISCOVERY_ENABLED: 'true', SERVICE_PORT: 'x' });
  assert.ok(
    withOthers.includes('SERVICE_DISCOVERY_DOMAINS: names no domain to scan, but background discovery is enabled (SERVICE_DISCOVERY_ENABLED)'),
    withOthers.join('\n'),
  );
  assert.ok(withOthers.includes('SERVICE_PORT: expected an integer (got x)'), 'reported together with the other settings problems');
  assert.ok(
    (await refusal({ SERVICE_DISCOVERY_DOMAINS: 'example.test,bad_domain' })).some((problem) =>
      /^SERVICE_DISCOVERY_DOMAINS: each domain must be a DNS name/.test(problem),
    ),
  );
  assert.ok(
    (await refusal({ SERVICE_DISCOVERY_RESOLVER: 'dns.example:53' })).some((problem) => /^SERVICE_DISCOVERY_RESOLVER: must be an IP address/.test(problem)),
  );
});

settings.run();
