// test-dialects: sqlite
// The sandbox's Lease section and the gateway's lease policy in a real Chromium against a standard boot and the
// gateway simulator: an operator of that gateway only (a viewer elsewhere) sets, renews and removes a lease; a
// viewer sees the time left and is offered nothing; an admin sets the policy, whose maximum the page then reports
// when a longer lease is asked for. axe-core on each state.
// This checks the console in the browser; the API behaves alike on both databases and is tested on both by the
// sandbox-leases plugin's tests: SQLite only.

import { closeTestSimulators, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import type { TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ConsoleBrowsers } from './support/console-browser.ts';
import {
  ADMIN,
  type ApiCaller,
  assertFixedPort,
  checkAccessibility,
  choose,
  createUser,
  heading,
  logIn,
  registerGateway,
  setUpAdmin,
  startConsoleService,
} from './support/console-steps.ts';

const PORT = assertFixedPort(25100);
const ORIGIN = `http://localhost:${PORT}`;
const BOX = `${ORIGIN}/gateways/sim/sandboxes/box`;

let t: TestKernel;
let admin: ApiCaller;
let browsers: ConsoleBrowsers | null = null;

const open = () => browsers!.open();

async function lease(): Promise<{ status: number; body: Record<string, any> }> {
  const response = await admin('GET', '/api/gateways/sim/sandboxes/box/lease');
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

test.before(async () => {
  browsers = await ConsoleBrowsers.launch('the lease sections of the web console', ORIGIN);
  t = await startConsoleService(PORT);
  const sim = await startTestSimulator();
  admin = await setUpAdmin(ORIGIN);
  await registerGateway(admin, 'sim', `http://${sim.address}`);
  sim.control.seedSandbox({ name: 'box' });
});

test.after(async () => {
  await browsers?.close();
  await t?.stop();
  await closeTestSimulators();
});

test('an operator of the gateway (a viewer elsewhere) sets, renews and removes the lease from the sandbox page', async () => {
  const user = await createUser(admin, 'gateway-operator@example.com', 'viewer');
  const granted = await admin('PUT', `/api/auth/users/${user.id}/gateway-roles/sim`, { role: 'operator' });
  assert.is(granted.status, 200, await granted.text());
  const browser = await open();
  const { page } = browser;
  await logIn(page, user.email, user.password);
  await page.goto(BOX);
  await heading(page, /box/);
  const section = page.getByRole('region', { name: 'Lease' });
  await section.getByTestId('lease-state').getByText('No lease').waitFor();
  await checkAccessibility(browser, 'no lease');

  await section.getByLabel('Lease (hours from now)').fill('2');
  await choose(section.getByRole('radio', { name: 'Delete' }));
  await section.getByRole('button', { name: 'Set lease' }).click();
  await section
    .getByTestId('lease-left')
    .getByText(/^(2 h|1 h 59 min)$/)
    .waitFor();
  await section.getByText('the sandbox is deleted').waitFor();
  const set = await lease();
  assert.equal([set.body.action, set.body.ttl_seconds, set.body.updated_by], ['delete', 7200, user.email]);
  await checkAccessibility(browser, 'a lease');

  await section.getByRole('button', { name: 'Renew lease' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Renew lease' }).click();
  await section
    .getByTestId('lease-left')
    .getByText(/^(4 h|3 h 59 min)$/)
    .waitFor();
  assert.is((await lease()).body.renewals, 1);

  await section.getByRole('button', { name: 'Remove lease' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove lease' }).click();
  await section.getByTestId('lease-state').getByText('No lease').waitFor();
  assert.is((await lease()).status, 404);
});

test('an admin sets the lease policy on the gateway page; a longer lease is then refused naming the maximum; a viewer is offered nothing', async () => {
  const browser = await open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`${ORIGIN}/gateways/sim/guards`);
  await heading(page, 'Gateway sim');
  const policy = page.getByRole('region', { name: 'Lease policy' });
  await policy.getByTestId('lease-policy-state').getByText('No default lease', { exact: false }).waitFor();
  await policy.getByLabel('Longest lease (hours; empty: no limit)').fill('1');
  await policy.getByLabel('Warn before expiry (minutes)').fill('10');
  await policy.getByRole('button', { name: 'Set lease policy' }).click();
  await policy.getByText('Leases last at most 1 h.', { exact: false }).waitFor();
  await checkAccessibility(browser, 'the lease policy');
  const stored = (await (await admin('GET', '/api/gateways/sim/lease-policy')).json()) as Record<string, unknown>;
  assert.equal([stored.max_ttl_seconds, stored.warn_before_seconds, stored.default_ttl_seconds], [3600, 600, null]);

  await page.goto(BOX);
  const section = page.getByRole('region', { name: 'Lease' });
  await section.getByLabel('Lease (hours from now)').fill('3');
  await section.getByRole('button', { name: 'Set lease' }).click();
  await section.getByText(/max_ttl_seconds of 3600/).waitFor();
  await checkAccessibility(browser, 'a lease beyond the maximum');
  assert.is((await lease()).status, 404, 'nothing stored');
  assert.is((await admin('PUT', '/api/gateways/sim/sandboxes/box/lease', { ttl_seconds: 1800 })).status, 201);

  const viewer = await createUser(admin, 'viewer@example.com', 'viewer');
  const viewing = await open();
  await logIn(viewing.page, viewer.email, viewer.password);
  await viewing.page.goto(BOX);
  const seen = viewing.page.getByRole('region', { name: 'Lease' });
  await seen.getByTestId('lease-left').getByText(/min/).waitFor();
  for (const name of ['Set lease', 'Replace lease', 'Renew lease', 'Remove lease']) {
    assert.is(await seen.getByRole('button', { name, exact: true }).count(), 0, `a viewer is offered ${name}`);
  }
  await viewing.page.goto(`${ORIGIN}/gateways/sim/guards`);
  await viewing.page.getByRole('region', { name: 'Lease policy' }).getByText('Leases last at most 1 h.', { exact: false }).waitFor();
  assert.is(await viewing.page.getByRole('button', { name: 'Set lease policy' }).count(), 0);
  await checkAccessibility(viewing, 'a viewer');
});

test.run();
