// test-dialects: sqlite
// Gateway roles and health history in a real Chromium against a standard boot and the gateway simulator: the
// gateway page's health history after probe cycles (the gateway up, then down), a gateway role granted to and
// revoked from a user, a group and a service principal from their pages (API rows and audit rows checked), the
// backup download on the System page, a viewer offered none of the writes, and an admin demoted on one gateway
// offered none of the changes that reach every gateway (docs/roles.md). axe-core on each page.

import type { Simulator } from '@portcullis/openshell-sim';
import { closeTestSimulator, closeTestSimulators, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import { auditRows, type ChromiumPage, type TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ConsoleBrowsers } from './support/console-browser.ts';
import {
  ADMIN,
  type ApiCaller,
  checkAccessibility,
  createUser,
  heading,
  logIn,
  nav,
  registerGateway,
  setUpAdmin,
  startConsoleService,
} from './support/console-steps.ts';

const PORT = 23300;
const ORIGIN = `http://localhost:${PORT}`;

let t: TestKernel;
let sim: Simulator;
let admin: ApiCaller;
let viewer: { id: string; email: string; password: string };
let browsers: ConsoleBrowsers | null = null;

const open = () => browsers!.open();

/** One health cycle, as the scheduled task runs it (the console boot probes hourly). */
async function probeCycle(): Promise<void> {
  await t.resolve('gatewayHealthMonitor', 'gateways').runCycle();
}

async function json(method: string, path: string): Promise<any> {
  const response = await admin(method, path);
  assert.is(response.status, 200, await response.clone().text());
  return response.json();
}

/** Grants `role` on gateway `sim` from the open Gateway roles section, and waits for the row. */
async function grant(page: ChromiumPage, label: string, role: 'Viewer' | 'Operator' | 'Admin'): Promise<void> {
  const form = page.getByRole('form', { name: `Grant a gateway role to ${label}` });
  await form.getByRole('button', { name: /Gateway/ }).click();
  await page.getByRole('option', { name: 'sim', exact: true }).click();
  await form.getByText(role, { exact: true }).click();
  await form.getByRole('button', { name: 'Grant role' }).click();
  await page
    .getByRole('grid', { name: `Gateway roles of ${label}` })
    .getByText(role.toLowerCase(), { exact: true })
    .waitFor();
}

/** Revokes the role on `sim` through the confirmation, and waits for the list to empty. */
async function revoke(page: ChromiumPage, label: string): Promise<void> {
  const list = page.getByRole('grid', { name: `Gateway roles of ${label}` });
  await list.getByRole('button', { name: 'Revoke' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(`on gateway sim?`, { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await list.getByText('No gateway role', { exact: false }).waitFor();
}

test.before(async () => {
  browsers = await ConsoleBrowsers.launch('the gateway roles and health history of the web console', ORIGIN);
  t = await startConsoleService(PORT);
  sim = await startTestSimulator();
  admin = await setUpAdmin(ORIGIN);
  await registerGateway(admin, 'sim', `http://${sim.address}`);
  viewer = await createUser(admin, 'viewer@example.com', 'viewer');
});

test.after(async () => {
  await browsers?.close();
  await closeTestSimulators();
  await t?.stop();
});

test('the gateway page shows the health history: each probe with its status, latency or error, newest first', async () => {
  await probeCycle();
  const browser = await open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`${ORIGIN}/gateways/sim`);
  await heading(page, 'Gateway sim');
  // The scheduled cycle at start may have probed too: the page shows what the API holds, whatever the count.
  const history = page.getByRole('grid', { name: 'Health history' });
  await history.getByText('connected', { exact: true }).first().waitFor();
  await history
    .getByText(/^\d+ ms$/)
    .first()
    .waitFor();
  await checkAccessibility(browser, 'gateway page with its health history');

  await closeTestSimulator(sim);
  await probeCycle();
  await page.getByRole('button', { name: 'Refresh history' }).click();
  await history.getByText('connection refused', { exact: true }).waitFor();
  const api = await json('GET', '/api/gateways/sim/health/history');
  const statuses = api.items.map((item: { status: string }) => item.status);
  assert.is(statuses[0], 'unreachable', 'the newest probe comes first');
  assert.ok(statuses.length >= 2 && statuses.slice(1).every((status: string) => status === 'connected'), statuses.join());
  const rows = history.getByRole('row');
  assert.is(await rows.count(), 1 + statuses.length, 'a header and every probe');
  assert.match((await rows.nth(1).textContent()) ?? '', /unreachable/);
  assert.match((await rows.nth(2).textContent()) ?? '', /connected/);
});

test('an admin grants a user a role on a gateway and revokes it, both audited', async () => {
  const browser = await open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await nav(page, 'Users');
  await heading(page, 'Users');
  await page
    .getByRole('row', { name: /viewer@example\.com/ })
    .getByRole('button', { name: 'Gateway roles' })
    .click();
  await page.getByRole('heading', { level: 2, name: 'Gateway roles of viewer@example.com' }).waitFor();
  await checkAccessibility(browser, 'gateway roles of a user, none yet');

  await grant(page, 'viewer@example.com', 'Operator');
  const granted = await json('GET', `/api/auth/users/${viewer.id}/gateway-roles`);
  assert.equal(
    granted.items.map((item: { gateway: string; role: string }) => [item.gateway, item.role]),
    [['sim', 'operator']],
  );
  const [set] = await auditRows(t, 'user.gateway_role.set');
  assert.equal([set!.resource_id, set!.gateway, set!.detail.role, set!.detail.previous_role], [viewer.id, 'sim', 'operator', null]);
  await checkAccessibility(browser, 'gateway roles of a user, one granted');

  await revoke(page, 'viewer@example.com');
  assert.equal((await json('GET', `/api/auth/users/${viewer.id}/gateway-roles`)).items, []);
  const [removed] = await auditRows(t, 'user.gateway_role.remove');
  assert.equal([removed!.resource_id, removed!.gateway, removed!.detail.previous_role], [viewer.id, 'sim', 'operator']);
});

test('groups and service principals have the same section', async () => {
  const group = (await (await admin('POST', '/api/auth/groups', { name: 'sre', role: 'viewer' })).json()) as { id: string };
  const principal = (await (await admin('POST', '/api/auth/service-principals', { name: 'ci', role: 'viewer' })).json()) as { id: string };
  const browser = await open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  // The gateways of the picker are held back: until they come, the picker is disabled (a Select without options
  // would ignore the click and stay closed).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/gateways(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });

  await nav(page, 'Groups');
  await heading(page, 'Groups');
  await page.getByRole('row', { name: /sre/ }).getByRole('button', { name: 'Gateway roles' }).click();
  const picker = page.getByRole('form', { name: 'Grant a gateway role to group sre' }).getByRole('button', { name: /Gateway/ });
  await picker.waitFor();
  assert.ok(await picker.isDisabled(), 'the picker waits for the gateways');
  release();
  await grant(page, 'group sre', 'Admin');
  await checkAccessibility(browser, 'gateway roles of a group');
  assert.equal(
    (await json('GET', `/api/auth/groups/${group.id}/gateway-roles`)).items.map((item: { role: string }) => item.role),
    ['admin'],
  );
  assert.is((await auditRows(t, 'group.gateway_role.set'))[0]!.resource_id, group.id);

  await nav(page, 'Service principals');
  await heading(page, 'Service principals');
  await page
    .getByRole('row', { name: /\bci\b/ })
    .getByRole('button', { name: 'Gateway roles' })
    .click();
  await grant(page, 'ci', 'Operator');
  await checkAccessibility(browser, 'gateway roles of a service principal');
  await revoke(page, 'ci');
  assert.equal((await json('GET', `/api/auth/service-principals/${principal.id}/gateway-roles`)).items, []);
  assert.equal(
    (await auditRows(t, 'service_principal.gateway_role.remove')).map((row) => [row.resource_id, row.gateway]),
    [[principal.id, 'sim']],
  );
});

test('an admin downloads a backup from the System page, with what a restore needs', async () => {
  const browser = await open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await nav(page, 'System');
  await heading(page, 'System');
  const link = page.getByRole('link', { name: 'Download backup' });
  await page.getByText('SERVICE_SECRET_KEY').waitFor();
  await checkAccessibility(browser, 'system page with the backup');
  const download = page.waitForEvent('download');
  await link.click();
  assert.match((await download).suggestedFilename(), /^portcullis-backup-.*\.tar\.gz$/);
  const [audited] = await auditRows(t, 'backup.create');
  assert.is(audited!.detail.trigger, 'download');
});

test('a viewer sees the health history but no write of this slice', async () => {
  const browser = await open();
  const { page } = browser;
  await logIn(page, viewer.email, viewer.password);
  await page.goto(`${ORIGIN}/gateways/sim`);
  await heading(page, 'Gateway sim');
  await page.getByRole('grid', { name: 'Health history' }).getByText('connection refused').waitFor();
  await checkAccessibility(browser, 'gateway page as a viewer');
  for (const name of ['Remove gateway', 'Create sandbox', 'Grant role', 'Revoke']) {
    assert.is(await page.getByRole('button', { name, exact: true }).count(), 0, `a viewer is offered ${name}`);
  }
  const sections = page.getByRole('navigation', { name: 'Sections' });
  for (const name of ['Users', 'Groups', 'Service principals']) assert.is(await sections.getByRole('link', { name, exact: true }).count(), 0);
  await nav(page, 'System');
  await heading(page, 'System');
  await page.getByRole('heading', { level: 2, name: 'Plugins' }).waitFor();
  assert.is(await page.getByRole('link', { name: 'Download backup' }).count(), 0);
  await checkAccessibility(browser, 'system page as a viewer');
});

test('an admin demoted on one gateway reads identities and webhooks but is offered none of the changes that reach every gateway', async () => {
  const password = 'a-demoted-admin-passphrase-3';
  const created = await admin('POST', '/api/auth/users', { email: 'demoted@example.com', role: 'admin', password });
  assert.is(created.status, 201, await created.clone().text());
  const { id } = (await created.json()) as { id: string };
  assert.is((await admin('PUT', `/api/auth/users/${id}/gateway-roles/sim`, { role: 'viewer' })).status, 200);
  const browser = await open();
  const { page } = browser;
  await logIn(page, 'demoted@example.com', password);
  await nav(page, 'Users');
  await heading(page, 'Users');
  await page
    .getByTestId('demoted-notice')
    .getByText(/your role is lowered on sim/)
    .waitFor();
  await page.getByRole('row', { name: /viewer@example\.com/ }).waitFor();
  for (const name of ['Delete', 'Make operator', 'Create user']) {
    assert.is(await page.getByRole('button', { name, exact: true }).count(), 0, `a demoted admin is offered ${name}`);
  }
  await checkAccessibility(browser, 'users page of a demoted admin');
  await nav(page, 'Webhooks');
  await heading(page, 'Webhooks');
  await page.getByTestId('demoted-notice').waitFor();
  assert.is(await page.getByRole('button', { name: 'Create webhook' }).count(), 0);
  await nav(page, 'System');
  await heading(page, 'System');
  await page.getByRole('heading', { level: 2, name: 'Plugins' }).waitFor();
  assert.is(await page.getByRole('link', { name: 'Download backup' }).count(), 0, 'a full backup needs admin on every gateway');
});

test.run();
