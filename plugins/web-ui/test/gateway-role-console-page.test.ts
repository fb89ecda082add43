// test-dialects: sqlite
// The console offers on each gateway what the caller's role there allows (docs/roles.md), in a real Chromium against
// a standard boot and two gateway simulators: a viewer who is operator on one gateway creates a sandbox and approves
// there and is offered neither on the other; a caller with no global role acts on the gateway it has a role on; an
// admin lowered to viewer on one gateway (through a group) is offered no write there and every write on the other.
// axe-core on each page. The API behind it is tested on both databases by the users plugin: SQLite only here.

import type { Simulator } from '@portcullis/openshell-sim';
import { closeTestSimulators, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import { type ChromiumPage, eventually, type TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ConsoleBrowsers } from './support/console-browser.ts';
import {
  type ApiCaller,
  apiAs,
  checkAccessibility,
  createUser,
  heading,
  logIn,
  nav,
  registerGateway,
  setUpAdmin,
  startConsoleService,
} from './support/console-steps.ts';

const PORT = 25000;
const ORIGIN = `http://localhost:${PORT}`;
const PASSWORD = 'a-gateway-role-passphrase-9';

/** What an operator is offered on a gateway page, and on a running sandbox's page with a pending request. */
const GATEWAY_WRITES = ['Create sandbox', 'Add provider', 'Set route'];
const SANDBOX_WRITES = ['Stop', 'Delete', 'Approve', 'Run', 'Engage kill switch'];
/** What only an admin of the gateway is offered. */
const GATEWAY_ADMIN_WRITES = ['Remove gateway', 'Set curfew'];
const SANDBOX_ADMIN_WRITES = ['Require votes'];
/** The pending requests: one on each gateway. */
const CURL = '/usr/bin/curl to example.org:443';
const WGET = '/usr/bin/wget to example.org:443';

let t: TestKernel;
const sims: Record<'alpha' | 'beta', Simulator> = {} as never;
let admin: ApiCaller;
let browsers: ConsoleBrowsers | null = null;

const open = () => browsers!.open();

async function ok(response: Promise<Response>, status = 200): Promise<any> {
  const answer = await response;
  assert.is(answer.status, status, await answer.clone().text());
  return answer.status === 204 ? null : answer.json();
}

/** The agent in `box` on `gw` is blocked on host:443, and the service has picked the chunk up. */
async function denied(gw: 'alpha' | 'beta', binary: string, host = 'example.org'): Promise<void> {
  sims[gw].control.simulateDenial({ sandbox: 'box', host, port: 443, binary });
  sims[gw].control.flushDenials('box');
  await eventually(async () => {
    const pending = (await ok(admin('GET', `/api/gateways/${gw}/sandboxes/box/approvals/pending`))) as { items: { binary: string }[] };
    return pending.items.some((chunk) => chunk.binary === binary);
  }, 10_000);
}

/** A user with a password; `role` null: no global role. */
async function user(email: string, role: 'viewer' | 'admin' | null): Promise<string> {
  return (await ok(admin('POST', '/api/auth/users', { email, role, password: PASSWORD }), 201)).id;
}

async function assertOffered(page: ChromiumPage, names: string[], offered: boolean, where: string): Promise<void> {
  for (const name of names) {
    const count = await page.getByRole('button', { name, exact: true }).count();
    assert.ok(offered ? count > 0 : count === 0, `${where}: ${name} ${offered ? 'is not' : 'is'} offered`);
  }
}

/**
 * Each tab of the gateway page that holds a write, with what shows that the tab has loaded what its buttons depend
 * on, and the writes it holds (the header's Remove gateway is on every tab).
 */
const WRITE_TABS: Array<{ tab: string; label: string; ready: (page: ChromiumPage) => Promise<void>; writes: string[] }> = [
  {
    tab: 'sandboxes',
    label: 'Sandboxes',
    ready: (page) => page.getByRole('grid', { name: 'Sandboxes' }).getByText('box', { exact: true }).waitFor(),
    writes: ['Create sandbox'],
  },
  { tab: 'providers', label: 'Providers', ready: (page) => page.getByRole('grid', { name: 'Providers' }).waitFor(), writes: ['Add provider', 'Set route'] },
  { tab: 'curfew', label: 'Curfew', ready: (page) => page.getByText('No curfew.').waitFor(), writes: ['Set curfew', 'Remove gateway'] },
];

/** The gateway page's overview, once the caller's role there has loaded. */
async function gatewayPage(page: ChromiumPage, gw: string, roleHere: string): Promise<void> {
  await page.goto(`${ORIGIN}/gateways/${gw}`);
  await heading(page, `Gateway ${gw}`);
  await page.getByTestId('role-here').getByText(roleHere, { exact: true }).waitFor();
}

/** Whether each of `names` is offered on the gateway page, looked for on the tab that holds it. */
async function assertGatewayOffers(page: ChromiumPage, gw: string, names: string[], offered: boolean, where: string): Promise<void> {
  for (const { tab, label, ready, writes } of WRITE_TABS) {
    const here = writes.filter((name) => names.includes(name));
    if (here.length === 0) continue;
    await page.getByRole('tab', { name: label }).click();
    await ready(page);
    assert.is(new URL(page.url()).pathname, `/gateways/${gw}/${tab}`);
    await assertOffered(page, here, offered, where);
  }
}

/** The policy page of `box` on `gw`, once its policy and its pin have loaded: whether `Pin policy` is offered. */
async function assertPolicyWrites(page: ChromiumPage, gw: string, offered: boolean, where: string): Promise<void> {
  await page.goto(`${ORIGIN}/gateways/${gw}/sandboxes/box/policy`);
  await heading(page, 'Policy of box');
  await page.getByText(/^Active version /).waitFor();
  await page.getByRole('grid', { name: 'Revisions' }).getByRole('row').nth(1).waitFor();
  if (offered) await page.getByRole('button', { name: 'Pin policy', exact: true }).waitFor();
  await assertOffered(page, ['Pin policy'], offered, where);
}

/** The page of `box` on `gw`, once its state, its pending request, its kill switch and its workflow have loaded. */
async function sandboxPage(page: ChromiumPage, gw: string, request: string): Promise<void> {
  await page.goto(`${ORIGIN}/gateways/${gw}/sandboxes/box`);
  await heading(page, 'Sandbox box running');
  await page.getByRole('listitem', { name: request }).waitFor();
  await page.getByText(/^Released: /).waitFor();
  await page.getByText("Single-handed: one operator's approval is enough.").waitFor();
}

test.before(async () => {
  browsers = await ConsoleBrowsers.launch('per-gateway roles in the web console', ORIGIN);
  t = await startConsoleService(PORT);
  sims.alpha = await startTestSimulator();
  sims.beta = await startTestSimulator();
  admin = await setUpAdmin(ORIGIN);
  for (const gw of ['alpha', 'beta'] as const) {
    await registerGateway(admin, gw, `http://${sims[gw].address}`);
    sims[gw].control.seedSandbox({ name: 'box' });
  }
});

test.after(async () => {
  await browsers?.close();
  await t?.stop();
  await closeTestSimulators();
});

test('a viewer who is operator on one gateway creates a sandbox and approves there, and is offered neither on the other', async () => {
  const viewer = await createUser(admin, 'viewer@example.com', 'viewer');
  await ok(admin('PUT', `/api/auth/users/${viewer.id}/gateway-roles/alpha`, { role: 'operator' }));
  await denied('alpha', '/usr/bin/curl');
  await denied('beta', '/usr/bin/wget');
  const browser = await open();
  const { page } = browser;
  await logIn(page, viewer.email, viewer.password);

  await gatewayPage(page, 'beta', 'viewer');
  await assertGatewayOffers(page, 'beta', [...GATEWAY_WRITES, ...GATEWAY_ADMIN_WRITES], false, 'beta as a viewer');
  await sandboxPage(page, 'beta', WGET);
  await assertOffered(page, [...SANDBOX_WRITES, ...SANDBOX_ADMIN_WRITES], false, 'a sandbox on beta as a viewer');
  await checkAccessibility(browser, 'sandbox page where the caller is a viewer');
  await assertPolicyWrites(page, 'beta', false, 'the policy of a sandbox on beta as a viewer');

  await gatewayPage(page, 'alpha', 'operator');
  await assertGatewayOffers(page, 'alpha', GATEWAY_WRITES, true, 'alpha as an operator');
  await assertGatewayOffers(page, 'alpha', GATEWAY_ADMIN_WRITES, false, 'alpha as an operator');
  await checkAccessibility(browser, 'gateway page where a viewer is operator');
  await page.getByRole('tab', { name: 'Sandboxes' }).click();
  await page.getByRole('button', { name: 'Create sandbox' }).click();
  const create = page.getByRole('dialog');
  await create.getByRole('button', { name: /Template/ }).click();
  await page.getByRole('option', { name: /^web-dev/ }).click();
  await create.getByLabel('Sandbox name').fill('made-here');
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await heading(page, /Sandbox made-here/);
  assert.is((await admin('GET', '/api/gateways/alpha/sandboxes/made-here')).status, 200, 'created on alpha');
  assert.ok(sims.alpha.control.calls('CreateSandbox') > 0, 'alpha was asked to create it');
  assert.is(sims.beta.control.calls('CreateSandbox'), 0);

  await sandboxPage(page, 'alpha', CURL);
  await assertOffered(page, SANDBOX_WRITES, true, 'a sandbox on alpha as an operator');
  await assertOffered(page, SANDBOX_ADMIN_WRITES, false, 'a sandbox on alpha as an operator');
  await checkAccessibility(browser, 'sandbox page where a viewer is operator');
  await assertPolicyWrites(page, 'alpha', true, 'the policy of a sandbox on alpha as an operator');

  // The inbox holds both gateways' requests; only alpha's can be decided.
  await nav(page, 'Approvals');
  await heading(page, 'Approvals');
  const curl = page.getByRole('listitem', { name: CURL });
  const wget = page.getByRole('listitem', { name: WGET });
  await wget.getByRole('link', { name: 'beta / box' }).waitFor();
  assert.is(await wget.getByRole('button', { name: 'Approve', exact: true }).count(), 0, 'no approval on beta');
  await checkAccessibility(browser, 'approvals inbox across roles');
  await curl.getByRole('button', { name: 'Approve', exact: true }).click();
  await curl.waitFor({ state: 'detached' });
  assert.is(sims.alpha.control.calls('ApproveDraftChunk'), 1);
  assert.is(sims.beta.control.calls('ApproveDraftChunk'), 0);
  assert.match(await (await admin('GET', '/api/gateways/alpha/sandboxes/box/policy')).text(), /example_org_443/, 'the rule is in the policy');
  assert.is((await ok(admin('GET', '/api/gateways/beta/sandboxes/box/approvals/pending'))).total, 1, "beta's request is untouched");

  // A fleet action checks each target's role itself: it is offered to whoever is operator on some gateway.
  await nav(page, 'Fleet');
  await heading(page, 'Fleet actions');
  await page.getByRole('button', { name: 'Run fleet action' }).waitFor();
});

test('a caller with no global role acts on the gateway it has a role on', async () => {
  const id = await user('gateway-only@example.com', null);
  await ok(admin('PUT', `/api/auth/users/${id}/gateway-roles/alpha`, { role: 'operator' }));
  const check = await ok((await apiAs(ORIGIN, { email: 'gateway-only@example.com', password: PASSWORD }))('GET', '/api/auth/check'));
  assert.equal([check.role, check.gateway_roles], [null, { alpha: 'operator' }]);
  const browser = await open();
  const { page } = browser;
  await logIn(page, 'gateway-only@example.com', PASSWORD);
  await gatewayPage(page, 'alpha', 'operator');
  await assertGatewayOffers(page, 'alpha', GATEWAY_WRITES, true, 'alpha, the one gateway with a role');
  await checkAccessibility(browser, 'gateway page of a caller with no global role');
  await page.goto(`${ORIGIN}/gateways/beta`);
  await heading(page, 'Gateway beta');
  await page.getByRole('alert').first().waitFor();
  await assertOffered(page, [...GATEWAY_WRITES, ...GATEWAY_ADMIN_WRITES], false, 'beta, no role');
});

test('an admin lowered to viewer on one gateway by a group is offered no write there, and every write on the other', async () => {
  await user('lowered@example.com', 'admin');
  await ok(admin('POST', '/api/auth/groups', { name: 'alpha-readers', role: null }), 201);
  await ok(admin('PUT', '/api/auth/groups/alpha-readers/gateway-roles/alpha', { role: 'viewer' }));
  await ok(admin('POST', '/api/auth/groups/alpha-readers/members', { email: 'lowered@example.com' }), 201);
  const pending = (await ok(admin('GET', '/api/gateways/beta/sandboxes/box/approvals/pending'))) as { items: { binary: string }[] };
  assert.equal(
    pending.items.map((chunk) => chunk.binary),
    ['/usr/bin/wget'],
  );
  await denied('alpha', '/usr/bin/git', 'git.example.net');
  const browser = await open();
  const { page } = browser;
  await logIn(page, 'lowered@example.com', PASSWORD);

  await gatewayPage(page, 'alpha', 'viewer');
  await assertGatewayOffers(page, 'alpha', [...GATEWAY_WRITES, ...GATEWAY_ADMIN_WRITES], false, 'alpha, lowered to viewer');
  await checkAccessibility(browser, 'gateway page where an admin is lowered to viewer');
  await sandboxPage(page, 'alpha', '/usr/bin/git to git.example.net:443');
  await assertOffered(page, [...SANDBOX_WRITES, ...SANDBOX_ADMIN_WRITES], false, 'a sandbox on alpha, lowered to viewer');
  await checkAccessibility(browser, 'sandbox page where an admin is lowered to viewer');

  await gatewayPage(page, 'beta', 'admin');
  await assertGatewayOffers(page, 'beta', [...GATEWAY_WRITES, ...GATEWAY_ADMIN_WRITES], true, 'beta as an admin');
  await sandboxPage(page, 'beta', WGET);
  await assertOffered(page, [...SANDBOX_WRITES, ...SANDBOX_ADMIN_WRITES], true, 'a sandbox on beta as an admin');
  assert.equal((await ok((await apiAs(ORIGIN, { email: 'lowered@example.com', password: PASSWORD }))('GET', '/api/auth/check'))).gateway_roles, {
    alpha: 'viewer',
  });
});

test.run();
