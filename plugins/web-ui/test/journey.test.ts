// test-dialects: sqlite
// The console in a real Chromium against a standard boot and the gateway simulator: the operator's journey from
// the first setup to a pinned policy refusing an approval, axe-core on every page visited, a viewer without write
// buttons, a forced write's 403, a gateway that goes down and comes back, and a session that ends.
// This checks the console in the browser; the API it calls behaves alike on both databases and is tested
// on both by its plugins' tests, so a second Chromium run on PostgreSQL adds time, not coverage: SQLite only.

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Simulator } from '@portcullis/openshell-sim';
import { closeTestSimulators, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import { eventually, type TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ConsoleBrowsers } from './support/console-browser.ts';
import { ADMIN, apiAs, checkAccessibility, createUser, heading, logIn, nav, startConsoleService } from './support/console-steps.ts';

const PORT = 23010;
const ORIGIN = `http://localhost:${PORT}`;

let t: TestKernel;
let sim: Simulator;
let browsers: ConsoleBrowsers | null = null;

async function boot(): Promise<void> {
  t = await startConsoleService(PORT);
  sim = await startTestSimulator();
}

const open = (viewport?: { width: number; height: number }) => browsers!.open(viewport);

test.before(async () => {
  browsers = await ConsoleBrowsers.launch('the web console journey', ORIGIN);
  if (browsers) await boot();
});

test.after(async () => {
  await browsers?.close();
  await t?.stop();
  await closeTestSimulators();
});

test('setup → login → register the simulator → a sandbox from a template → live logs → an approval → pin refuses the next', async () => {
  const browser = await open();
  const { page } = browser;

  await heading(page, 'Set up Portcullis');
  await checkAccessibility(browser, 'setup');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Create administrator' }).click();
  await heading(page, 'Overview');
  await page.getByRole('button', { name: 'Log out' }).click();
  await checkAccessibility(browser, 'login');
  await logIn(page, ADMIN.email, ADMIN.password);
  await checkAccessibility(browser, 'overview');
  // The console follows the system's appearance.
  const background = () =>
    page
      .locator('html')
      .evaluate(
        (root) =>
          (root.ownerDocument.defaultView as unknown as { getComputedStyle(element: unknown): { backgroundColor: string } }).getComputedStyle(root)
            .backgroundColor,
      );
  await page.emulateMedia({ colorScheme: 'dark' });
  assert.is(await background(), 'rgb(13, 17, 23)');
  await page.emulateMedia({ colorScheme: 'light' });
  assert.is(await background(), 'rgb(255, 255, 255)');

  await nav(page, 'Gateways');
  await heading(page, 'Gateways');
  await page.getByRole('button', { name: 'Register gateway' }).click();
  const register = page.getByRole('dialog');
  await register.getByLabel('Name').fill('sim');
  await register.getByLabel('Endpoint').fill(`http://${sim.address}`);
  await checkAccessibility(browser, 'register gateway');
  await register.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('link', { name: 'sim', exact: true }).click();
  await heading(page, 'Gateway sim');
  await page.getByTestId('gateway-status').getByText('connected').waitFor();
  await checkAccessibility(browser, 'gateway detail');

  await page.getByRole('tab', { name: 'Sandboxes' }).click();
  await page.getByRole('button', { name: 'Create sandbox' }).click();
  const create = page.getByRole('dialog');
  await create.getByRole('button', { name: /Template/ }).click();
  await page.getByRole('option', { name: /^web-dev/ }).click();
  await create.getByLabel('Sandbox name').fill('web-1');
  await checkAccessibility(browser, 'create sandbox');
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await heading(page, /Sandbox web-1/);
  await page.getByTestId('connection').getByText('live').waitFor();
  await checkAccessibility(browser, 'sandbox detail');

  sim.control.emitLog('web-1', { message: 'hello from the agent' } as never);
  await page.getByTestId('logs').getByText('hello from the agent').waitFor();

  // The inbox is open before the agent is blocked: the chunk must arrive without a reload.
  await nav(page, 'Approvals');
  await heading(page, 'Approvals');
  const loads = await page.evaluate(() => performance.getEntriesByType('navigation' as never).length);
  sim.control.simulateDenial({ sandbox: 'web-1', host: 'api.github.com', port: 443, binary: '/usr/bin/curl' });
  sim.control.flushDenials('web-1');
  const chunk = page.getByRole('listitem', { name: '/usr/bin/curl to api.github.com:443' });
  await chunk.waitFor();
  assert.is(await page.evaluate(() => performance.getEntriesByType('navigation' as never).length), loads);
  await checkAccessibility(browser, 'approvals inbox');
  await chunk.getByRole('button', { name: 'Approve' }).click();
  await chunk.waitFor({ state: 'detached' });

  await page.getByRole('link', { name: 'sim / web-1' }).waitFor({ state: 'detached' });
  await page.goto(`${ORIGIN}/gateways/sim/sandboxes/web-1/policy`);
  await heading(page, 'Policy of web-1');
  await page.getByRole('list', { name: 'Network rules' }).getByText('allow_api_github_com_443').waitFor();
  await checkAccessibility(browser, 'policy');
  await page.getByLabel('Reason').fill('incident 42');
  await page.getByRole('button', { name: 'Pin policy' }).click();
  await page
    .getByTestId('pin')
    .getByText(/Locked: pinned by admin@example.com/)
    .waitFor();

  sim.control.simulateDenial({ sandbox: 'web-1', host: 'example.org', port: 443, binary: '/usr/bin/wget' });
  sim.control.flushDenials('web-1');
  await nav(page, 'Approvals');
  const blocked = page.getByRole('listitem', { name: '/usr/bin/wget to example.org:443' });
  await blocked.getByRole('button', { name: 'Approve' }).click();
  await blocked.getByText('Locked: the policy of web-1 is pinned').waitFor();
  await blocked.getByText(/^423 /).waitFor();
  assert.ok((await blocked.getByTestId('request-id').textContent())?.length);
  await checkAccessibility(browser, 'approval refused');
  assert.equal(browser.cspViolations, []);
});

test('a viewer sees no write buttons; a write forced after a demotion shows the 403 problem and its request_id', async () => {
  const admin = await apiAs(ORIGIN, ADMIN);
  await createUser(admin, 'viewer@example.com', 'viewer');
  const viewer = await open();
  await logIn(viewer.page, 'viewer@example.com', 'another-long-passphrase-7');
  await nav(viewer.page, 'Gateways');
  await viewer.page.getByRole('link', { name: 'sim', exact: true }).click();
  await heading(viewer.page, 'Gateway sim');
  await checkAccessibility(viewer, 'gateway detail as viewer');
  await viewer.page.getByRole('tab', { name: 'Providers' }).click();
  await viewer.page.getByRole('grid', { name: 'Providers' }).waitFor();
  for (const name of ['Remove gateway', 'Add provider', 'Set route']) {
    assert.is(await viewer.page.getByRole('button', { name, exact: true }).count(), 0, `a viewer is offered ${name}`);
  }
  await viewer.page.getByRole('tab', { name: 'Sandboxes' }).click();
  await viewer.page.getByRole('link', { name: 'web-1' }).waitFor();
  assert.is(await viewer.page.getByRole('button', { name: 'Create sandbox', exact: true }).count(), 0, 'a viewer is offered Create sandbox');
  await viewer.page.getByRole('link', { name: 'web-1' }).click();
  // Everything the write buttons would depend on has loaded: the state, the pending chunk, the kill switch.
  await heading(viewer.page, 'Sandbox web-1 running');
  await viewer.page.getByRole('listitem', { name: '/usr/bin/wget to example.org:443' }).waitFor();
  await viewer.page.getByText(/^Released: /).waitFor();
  await checkAccessibility(viewer, 'sandbox detail as viewer');
  for (const name of [
    'Create sandbox',
    'Remove gateway',
    'Stop',
    'Delete',
    'Approve',
    'Run',
    'Register gateway',
    'Add provider',
    'Set route',
    'Engage kill switch',
  ]) {
    assert.is(await viewer.page.getByRole('button', { name, exact: true }).count(), 0, `a viewer is offered ${name}`);
  }
  assert.is(await viewer.page.getByRole('link', { name: 'Users' }).count(), 0);

  const operatorUser = await createUser(admin, 'operator@example.com', 'operator');
  const operator = await open();
  await logIn(operator.page, 'operator@example.com', 'another-long-passphrase-7');
  await operator.page.goto(`${ORIGIN}/gateways/sim/sandboxes/web-1`);
  await operator.page.getByRole('button', { name: 'Stop', exact: true }).click();
  // The page still offers Stop; the service no longer allows it.
  const demoted = await admin('PATCH', `/api/auth/users/${operatorUser.id}`, { role: 'viewer' });
  assert.is(demoted.status, 200);
  await operator.page.getByRole('alertdialog').getByRole('button', { name: 'Stop' }).click();
  const problem = operator.page.getByRole('alertdialog').getByRole('alert');
  await problem.getByText(/^403 /).waitFor();
  assert.match((await problem.getByTestId('request-id').textContent()) ?? '', /\S+/);
});

test("admin pages: a service principal's key is shown once with a copy button; the audit chain verifies", async () => {
  const browser = await open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await nav(page, 'Service principals');
  await heading(page, 'Service principals');
  await checkAccessibility(browser, 'service principals');
  await page.getByLabel('Name').fill('ci');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const key = await page.getByTestId('secret').textContent();
  assert.match(key ?? '', /^svc_/);
  await page.getByRole('button', { name: 'Copy the key of ci' }).waitFor();
  await page.getByRole('grid', { name: 'Service principals' }).getByText('ci', { exact: true }).waitFor();
  await page.reload();
  await heading(page, 'Service principals');
  assert.is(await page.getByTestId('secret').count(), 0, 'the key is never shown again');

  await nav(page, 'Audit');
  await heading(page, 'Audit log');
  await page.getByRole('grid', { name: 'Audit entries' }).getByText('service_principal.create').first().waitFor();
  await page.getByRole('button', { name: 'Verify the chain' }).click();
  await page
    .getByRole('status')
    .getByText(/"ok": true|"valid": true/)
    .waitFor();
  await checkAccessibility(browser, 'audit');
  await nav(page, 'Webhooks');
  await heading(page, 'Webhooks');
  await checkAccessibility(browser, 'webhooks');
  await nav(page, 'Users');
  await heading(page, 'Users');
  await checkAccessibility(browser, 'users');
  await nav(page, 'Groups');
  await heading(page, 'Groups');
  await page.getByLabel('Name').fill('sre');
  await page.getByRole('button', { name: 'Create group' }).click();
  await page.getByRole('grid', { name: 'Groups' }).getByText('sre', { exact: true }).waitFor();
  await checkAccessibility(browser, 'groups');
  await nav(page, 'System');
  await heading(page, 'System');
  // More plugins than one page holds: the list pages.
  await page.getByRole('grid', { name: 'Plugins' }).getByText('users', { exact: true }).waitFor();
  await page.getByRole('navigation', { name: 'Plugins pages' }).getByRole('button', { name: 'Next' }).click();
  await page.getByRole('grid', { name: 'Plugins' }).getByText('web-ui', { exact: true }).waitFor();
  await checkAccessibility(browser, 'system');
  await page.getByRole('link', { name: 'admin@example.com' }).click();
  await heading(page, 'Profile');
  await checkAccessibility(browser, 'profile');
  assert.equal(browser.cspViolations, []);
});

test("a webhook's delivery log shows the test send and the receiver's answer", async () => {
  const receiver = createServer((_request, response) => response.writeHead(204).end());
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = receiver.address() as AddressInfo;
    const admin = await apiAs(ORIGIN, ADMIN);
    const created = await admin('POST', '/api/webhooks', { url: `http://127.0.0.1:${port}/hook`, event_types: ['approval.pending'], channel_type: 'generic' });
    assert.is(created.status, 201, await created.clone().text());
    const browser = await open();
    const { page } = browser;
    await logIn(page, ADMIN.email, ADMIN.password);
    await nav(page, 'Webhooks');
    await heading(page, 'Webhooks');
    const row = page
      .getByRole('grid', { name: 'Webhooks' })
      .getByRole('row')
      .filter({ hasText: `127.0.0.1:${port}` });
    await row.getByRole('button', { name: 'Send test' }).click();
    await row.getByRole('button', { name: 'Deliveries' }).click();
    const delivery = page.getByRole('grid', { name: 'Deliveries' }).getByRole('row').filter({ hasText: 'webhook.test' });
    await delivery.getByText('HTTP 204').waitFor();
    await delivery.getByText('success').waitFor();
    await checkAccessibility(browser, 'webhook deliveries');
  } finally {
    receiver.close();
  }
});

test('a new webhook shows its signing secret once, and only for a channel that signs; its name is shown and edited', async () => {
  const browser = await open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await nav(page, 'Webhooks');
  await heading(page, 'Webhooks');
  const create = async (url: string, channel: string, name = '') => {
    await page.getByLabel('Name (optional: how a fleet document names it)').fill(name);
    await page.getByLabel('URL').fill(url);
    await page.getByLabel('Events (comma-separated, * patterns allowed)').fill('approval.pending');
    await page.locator('.field', { hasText: 'Channel' }).getByRole('button').click();
    await page.getByRole('option', { name: channel, exact: true }).click();
    await page.getByRole('button', { name: 'Create webhook' }).click();
    await page.getByRole('grid', { name: 'Webhooks' }).getByText(url).waitFor();
  };
  await create('http://127.0.0.1:9/signed-hook', 'generic', 'signed-hook');
  assert.match((await page.getByTestId('secret').textContent()) ?? '', /^[A-Za-z0-9_-]{43}$/);
  const row = page.getByRole('grid', { name: 'Webhooks' }).getByRole('row').filter({ hasText: 'http://127.0.0.1:9/signed-hook' });
  await row.getByText('signed-hook', { exact: true }).waitFor();
  await row.getByRole('button', { name: 'Rename' }).click();
  await page.getByLabel('Webhook name (empty: none)').fill('ops-alerts');
  await page.getByRole('button', { name: 'Save name' }).click();
  await row.getByText('ops-alerts', { exact: true }).waitFor();
  await create('http://127.0.0.1:9/chat-hook', 'chat_blocks');
  assert.is(await page.getByTestId('secret').count(), 0, 'a chat webhook has no secret to show');
  await checkAccessibility(browser, 'webhooks after create');
});

test('the gateway going down shows a clear status and the console recovers when it returns', async () => {
  const browser = await open({ width: 390, height: 844 });
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`${ORIGIN}/gateways/sim`);
  await heading(page, 'Gateway sim');
  const port = Number(sim.address.split(':').pop());
  await sim.close();
  await page.getByRole('button', { name: 'Test connection' }).click();
  await page.getByTestId('gateway-status').getByText('unreachable').waitFor();
  await checkAccessibility(browser, 'gateway down, narrow screen');

  sim = await startTestSimulator({ port });
  await eventually(
    async () => {
      await page.getByRole('button', { name: 'Test connection' }).click();
      return page.getByTestId('gateway-status').getByText('connected').isVisible();
    },
    10_000,
    300,
  );
});

test('a session that ends server-side brings the next call back to the login page, saying so', async () => {
  const browser = await open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  // The overview has made its calls (every card has its answer): the next one is the navigation below.
  await page.getByRole('heading', { name: 'Pending approvals' }).waitFor();
  await page.locator('main:not(:has(section.overview-card[aria-busy="true"]))').waitFor();
  await t.kernel.database.execute('DELETE FROM user_sessions');
  await nav(page, 'Gateways');
  await page.getByRole('status').getByText('Your session has ended. Log in again.').waitFor();
  // Logging in again returns to the page the session ended on.
  await logIn(page, ADMIN.email, ADMIN.password, 'Gateways');
});

test.run();
