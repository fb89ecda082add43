// Each usage plugin can be switched off on its own; /api/system/plugins says why a dependent is off, and what it
// would have added is simply absent.

import { closeTestSimulators, registerSimulator, startTestSimulator, WIRE_LINE_PLUGINS } from '@portcullis/plugin-gateways/testing';
import { createTestKernel, type TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const kernels: TestKernel[] = [];

async function boot(plugins: string[], env: Record<string, string> = {}): Promise<TestKernel> {
  const t = await createTestKernel({
    plugins: ['gateways', ...WIRE_LINE_PLUGINS, 'providers', 'sandboxes', ...plugins],
    env: { SERVICE_LOCAL_MODE: 'true', SERVICE_HEALTH_INTERVAL_SECONDS: '3600', ...env },
  });
  kernels.push(t);
  return t;
}

test.after.each(async () => {
  for (const t of kernels.splice(0)) await t.stop();
  await closeTestSimulators();
});

const statusOf = async (t: TestKernel) =>
  Object.fromEntries(
    ((await t.http.get('/api/system/plugins')).body.items as Array<{ id: string; enabled: boolean; reason: string }>).map((plugin) => [
      plugin.id,
      plugin.enabled ? 'enabled' : plugin.reason,
    ]),
  );

test('metering off (the default): metering and budgets are off and say why; the kill switch and curfew work', async () => {
  const t = await boot(['kill-switch', 'metering', 'budgets', 'curfew']);
  const status = await statusOf(t);
  assert.equal(
    [status['kill-switch'], status.metering, status.budgets, status.curfew],
    ['enabled', 'SERVICE_BUDGET_METERING_ENABLED is false (metering is off unless enabled)', 'depends on metering, which is disabled', 'enabled'],
  );
  const events = ((await t.http.get('/api/system/events')).body.items as Array<{ name: string }>).map((event) => event.name);
  assert.ok(events.includes('kill_switch.engaged') && events.includes('kill_switch.released'));
  assert.not.ok(events.includes('budget.exceeded'), 'a disabled plugin declares nothing');
  const sim = await startTestSimulator();
  await registerSimulator(t, 'sim', sim);
  sim.control.seedSandbox({ name: 'box' });
  assert.is((await t.http.get('/api/usage/summary')).status, 404);
  assert.is((await t.http.get('/api/gateways/sim/sandboxes/box/budget')).status, 404);
  assert.is((await t.http.get('/api/gateways/sim/sandboxes/box')).body.metered_requests_today, null);
  assert.is((await t.http.get('/api/gateways/sim/sandboxes/box/kill-switch')).body.state, 'released');
  assert.is((await t.http.get('/api/gateway/sim/curfew')).body.code, 'CURFEW_NOT_FOUND');
});

test('metering on without budgets or curfew; the kill switch alone', async () => {
  const metering = await boot(['metering'], { SERVICE_BUDGET_METERING_ENABLED: 'true' });
  assert.is((await metering.http.get('/api/usage/summary')).status, 200);
  assert.equal((await statusOf(metering)).budgets, 'not in the configured plugin list (add it: plugins: { add: [budgets] }, or SERVICE_PLUGINS_ADD=budgets)');
  const alone = await boot(['kill-switch']);
  assert.equal((await statusOf(alone))['kill-switch'], 'enabled');
});

test('budgets or curfew without the kill switch is refused at start-up, naming the missing plugin', async () => {
  for (const plugins of [['metering', 'budgets'], ['curfew']]) {
    const failed = await boot(plugins, { SERVICE_BUDGET_METERING_ENABLED: 'true' }).then(
      () => null,
      (error: Error) => error.message,
    );
    assert.match(failed ?? '', /depends on kill-switch, which is not in the plugin list/, plugins.join(','));
  }
});

test.run();
