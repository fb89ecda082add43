// test-dialects: sqlite
// The console on the gateways of both wire lines, in a real Chromium against a standard boot: a 0.1 gateway's page
// names its line, says it has no inference routes (and offers no form), imports a provider profile into its empty
// catalogue; a sandbox there says why it is not running, and a kill switch whose detach is not confirmed says so; a
// gateway whose version no line speaks is shown unsupported; each page lists what the gateway's line offers and the
// extensions the gateway negotiated (none on 0.0); a sandbox whose main process exited 0 is completed. axe-core on
// each state.
// This checks the console in the browser; the API it calls behaves alike on both databases and is tested on both by
// its plugins' tests, so a second Chromium run on PostgreSQL adds time, not coverage: SQLite only.

import { startTestSimulator } from '@portcullis/plugin-gateways/testing';
import { eventually } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { consoleOnSimulator } from './support/console-on-simulator.ts';
import { ADMIN, checkAccessibility, heading, logIn, registerGateway } from './support/console-steps.ts';

const PORT = 23400;
const ORIGIN = `http://localhost:${PORT}`;

const PROFILE = {
  id: 'nvidia',
  display_name: 'NVIDIA',
  category: 'inference',
  inference_capable: true,
  credentials: [{ name: 'api_key', env_vars: ['NVIDIA_API_KEY'], required: true }],
  endpoints: [{ host: 'integrate.api.nvidia.com', port: 443 }],
};

const consoleTest = consoleOnSimulator(test, {
  port: PORT,
  purpose: 'the console on both wire lines',
  gateway: 'edge',
  profile: 'v0.1.2',
  env: { SERVICE_KILL_SWITCH_CONFIRM_TIMEOUT_SECONDS: '1' },
});

test("a 0.1 gateway's page: its line, no inference routes, and a provider profile imported into its empty catalogue", async () => {
  const browser = await consoleTest.browsers.open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`${ORIGIN}/gateways/edge`);
  await heading(page, 'Gateway edge');
  await page.getByTestId('wire-line').getByText('OpenShell 0.1').waitFor();
  await page.getByTestId('capabilities').getByText('✓ provider profile import').waitFor();
  await page.getByTestId('capabilities').getByText('✗ inference routes (not offered by this gateway)').waitFor();
  await page
    .getByTestId('extensions')
    .getByText(/compute driver docker: openshell-driver-docker 0\.1\.2 · sandbox\.lifecycle/)
    .waitFor();
  await page.getByRole('tab', { name: 'Providers' }).click();
  await page.getByText(/has no inference routes \(removed in 0\.1\.0\)/).waitFor();
  assert.is(await page.getByRole('button', { name: 'Set route' }).count(), 0, 'no inference form on a 0.1 gateway');
  await page.getByText('This gateway takes only providers of imported types.').waitFor();
  assert.is(
    await page
      .getByRole('grid', { name: 'Provider types' })
      .getByRole('row', { name: /nvidia/ })
      .count(),
    0,
  );

  await page.getByLabel('Provider profiles (JSON)').fill(JSON.stringify({ profiles: [PROFILE] }));
  await page.getByRole('button', { name: 'Check' }).click();
  await page.getByRole('status').getByText('"valid": true').waitFor();
  await page.getByRole('button', { name: 'Import' }).click();
  await page.getByRole('status').getByText('"imported": [').waitFor();
  await page
    .getByRole('grid', { name: 'Provider types' })
    .getByRole('row', { name: /nvidia/ })
    .waitFor();
  await checkAccessibility(browser, 'a 0.1 gateway with an imported profile');
  const types = (await (await consoleTest.admin('GET', '/api/gateways/edge/providers/types')).json()) as { items: { id: string }[] };
  assert.equal(
    types.items.map((type) => type.id),
    ['nvidia'],
  );
});

test('a sandbox held by a rejected configuration says why; a detach not confirmed says so on its kill switch', async () => {
  consoleTest.sim.control.seedSandbox({ name: 'held', image: 'reject-config:1' });
  await consoleTest.admin('POST', '/api/gateways/edge/providers', { name: 'nv', type: 'nvidia', api_key: 'nvapi-x' });
  consoleTest.sim.control.seedSandbox({ name: 'agent', image: 'base', providers: ['nv'] });
  await eventually(
    async () => ((await (await consoleTest.admin('GET', '/api/gateways/edge/sandboxes/agent')).json()) as { state: string }).state === 'running',
    10_000,
  );
  consoleTest.sim.control.holdReceipts('agent');
  const browser = await consoleTest.browsers.open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`${ORIGIN}/gateways/edge/sandboxes/held`);
  await heading(page, /Sandbox held/);
  await page
    .getByTestId('not-ready')
    .getByText(/^configuration rejected: /)
    .waitFor();
  await checkAccessibility(browser, 'a sandbox held by its configuration');

  await page.goto(`${ORIGIN}/gateways/edge/sandboxes/agent`);
  await heading(page, /Sandbox agent/);
  await page.getByRole('button', { name: 'Engage kill switch' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Engage kill switch' }).click();
  await page
    .getByRole('alert')
    .getByText(/Not confirmed: the gateway did not confirm the detach of nv \(receipt pending\)/)
    .waitFor();
  await page
    .getByTestId('kill-switch-state')
    .getByText(/Engaged \(failed\)/)
    .waitFor();
  await checkAccessibility(browser, 'a kill switch not confirmed');
});

test('a gateway whose version no wire line speaks is shown unsupported', async () => {
  const odd = await startTestSimulator({ profile: 'v0.1.2', version: '0.2.0' });
  await registerGateway(consoleTest.admin, 'future', `http://${odd.address}`);
  const browser = await consoleTest.browsers.open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`${ORIGIN}/gateways/future`);
  await heading(page, 'Gateway future');
  await page.getByTestId('gateway-status').getByText('unsupported').waitFor();
  await page
    .getByTestId('gateway-status')
    .getByText(/speaks no wire line Portcullis knows/)
    .waitFor();
  await page.getByTestId('wire-line').getByText('none (not supported)').waitFor();
  assert.is(await page.getByTestId('capabilities').count(), 0, 'no line, so nothing is offered');
  await checkAccessibility(browser, 'an unsupported gateway');
  assert.equal(Object.keys(odd.control.allCalls()), ['Health']);
});

test("a 0.0 gateway's page: what its line does not offer, and no negotiated extensions", async () => {
  const classic = await startTestSimulator({ profile: 'v0.0.111' });
  await registerGateway(consoleTest.admin, 'classic', `http://${classic.address}`);
  const browser = await consoleTest.browsers.open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`${ORIGIN}/gateways/classic`);
  await heading(page, 'Gateway classic');
  await page.getByTestId('wire-line').getByText('OpenShell 0.0').waitFor();
  await page.getByTestId('capabilities').getByText('✓ inference routes').waitFor();
  await page.getByTestId('capabilities').getByText('✗ provider-change receipts (not offered by this gateway)').waitFor();
  await page.getByText("not negotiated by this gateway's line").waitFor();
  await checkAccessibility(browser, 'a 0.0 gateway');
});

test('a sandbox whose main process exited 0 on a 0.1 gateway is completed, with its exit code and why it is not running', async () => {
  consoleTest.sim.control.seedSandbox({ name: 'finished', image: 'base' });
  const state = async () => ((await (await consoleTest.admin('GET', '/api/gateways/edge/sandboxes/finished')).json()) as { state: string }).state;
  await eventually(async () => (await state()) === 'running', 10_000);
  consoleTest.sim.control.exitMainProcess('finished', 0);
  await eventually(async () => (await state()) === 'completed', 10_000);
  const browser = await consoleTest.browsers.open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`${ORIGIN}/gateways/edge/sandboxes/finished`);
  await heading(page, /Sandbox finished\s*completed/);
  await page.getByTestId('not-ready').getByText('the main process exited with code 0').waitFor();
  await page.getByRole('term').filter({ hasText: 'Exit code' }).waitFor();
  await checkAccessibility(browser, 'a completed sandbox');
});

test.run();
