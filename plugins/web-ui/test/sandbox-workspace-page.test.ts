// test-dialects: sqlite
// A sandbox of a workspace other than `default`, in a real Chromium against a standard boot and the v0.1.2 simulator:
// the gateway page's workspace switcher lists it with a link, its page and every section (approvals, services, SSH,
// kill switch, live logs, policy) load from that workspace, and the workspace stays in the URL, so a reload
// or a deep link keeps it. The create dialog offers the gateway's own templates beside Portcullis's and services to
// expose from the start, creating in the chosen workspace; a 0.0 gateway is offered neither. axe-core on each state.
// The API is tested on both databases by its plugins (services at create: plugins/services/test/at-create.test.ts):
// SQLite only here.

import { startTestSimulator } from '@portcullis/plugin-gateways/testing';
import { type ChromiumPage, eventually } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { consoleOnSimulator } from './support/console-on-simulator.ts';
import { ADMIN, checkAccessibility, heading, logIn, registerGateway } from './support/console-steps.ts';

const PORT = 25050;
const ORIGIN = `http://localhost:${PORT}`;

const consoleTest = consoleOnSimulator(test, {
  port: PORT,
  purpose: 'the console in a gateway workspace',
  gateway: 'edge',
  profile: 'v0.1.2',
  seed: (sim) => sim.control.seedSandbox({ name: 'home-box' }),
});

test.before(async () => {
  assert.is((await consoleTest.admin('POST', '/api/gateways/edge/workspaces', { name: 'lab' })).status, 201);
});

/** Creates a sandbox through the API and waits for its operation to succeed. */
async function created(path: string, body: unknown): Promise<void> {
  const started = await consoleTest.admin('POST', path, body);
  assert.is(started.status, 202, await started.clone().text());
  const { operation_id: id } = (await started.json()) as { operation_id: string };
  await eventually(async () => ((await (await consoleTest.admin('GET', `/api/operations/${id}`)).json()) as { status: string }).status === 'succeeded', 10_000);
}

test("the switcher's workspace reaches the sandbox page and all its sections, and a reload keeps it", async () => {
  await created('/api/gateways/edge/sandboxes?workspace=lab', { name: 'lab-box', image: 'node:24', services: [{ name: 'ui', port: 3000 }] });
  consoleTest.sim.control.simulateDenial({ sandbox: 'lab/lab-box', host: 'api.github.com', port: 443, binary: '/usr/bin/curl' });
  consoleTest.sim.control.flushDenials('lab/lab-box');
  const browser = await consoleTest.browsers.open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`${ORIGIN}/gateways/edge/sandboxes`);
  await heading(page, 'Gateway edge');
  const sandboxes = page.getByRole('grid', { name: 'Sandboxes' });
  await sandboxes.getByRole('link', { name: 'home-box' }).waitFor();
  await page.getByRole('button', { name: /Workspace/ }).click();
  await page.getByRole('option', { name: 'lab', exact: true }).click();
  await sandboxes.getByRole('link', { name: 'lab-box' }).click();

  await heading(page, /Sandbox lab-box/);
  assert.is(new URL(page.url()).searchParams.get('workspace'), 'lab', 'the page names its workspace in the URL');
  await sectionsLoaded(page);
  await checkAccessibility(browser, 'a sandbox page in a non-default workspace');

  await page.getByRole('button', { name: 'Open SSH session' }).click();
  await page.getByText(/Expires|Does not expire/).waitFor();
  assert.is(consoleTest.sim.control.calls('CreateSshSession'), 1);

  const curl = page.getByRole('listitem', { name: '/usr/bin/curl to api.github.com:443' });
  await curl.getByRole('button', { name: 'Approve', exact: true }).click();
  await curl.waitFor({ state: 'detached' });
  const policy = await (await consoleTest.admin('GET', '/api/gateways/edge/sandboxes/lab-box/policy?workspace=lab')).text();
  assert.match(policy, /api\.github\.com/, 'approved in the sandbox of the workspace');

  await page.reload();
  await heading(page, /Sandbox lab-box/);
  await sectionsLoaded(page);

  await page.getByRole('link', { name: 'Policy', exact: true }).click();
  await heading(page, 'Policy of lab-box');
  await page.getByText(/Active version \d+/).waitFor();
  assert.is(new URL(page.url()).searchParams.get('workspace'), 'lab');
  await page.getByRole('grid', { name: 'Revisions' }).getByRole('row').nth(1).waitFor();
  assert.is(await page.getByRole('alert').count(), 0, 'the policy page loads from the workspace');
  await page.getByRole('link', { name: '← lab-box' }).click();
  await heading(page, /Sandbox lab-box/);
  await page.getByRole('link', { name: '← edge' }).click();
  await heading(page, 'Gateway edge');
  await sandboxes.getByRole('link', { name: 'lab-box' }).waitFor();
  assert.is(await sandboxes.getByText('home-box').count(), 0, 'back on the gateway page, still in the workspace');
});

/** The sections of the lab sandbox's page each show what the lab workspace holds, and nothing failed to load. */
async function sectionsLoaded(page: ChromiumPage): Promise<void> {
  await page.getByTestId('sandbox-workspace').getByText('lab').waitFor();
  await page.getByRole('heading', { name: 'Sandbox lab-box running' }).waitFor();
  await page
    .getByRole('heading', { name: 'Pending approvals (1)' })
    .or(page.getByRole('heading', { name: 'Pending approvals (0)' }))
    .waitFor();
  await page.getByRole('grid', { name: 'Services' }).getByRole('row', { name: /ui/ }).getByText('3000').waitFor();
  await page.getByTestId('kill-switch-state').waitFor();
  await page.getByRole('button', { name: 'Open SSH session' }).waitFor();
  await page.getByTestId('connection').getByText('live').waitFor();
  assert.is(await page.getByRole('alert').count(), 0, `no section failed: ${await page.getByRole('alert').allTextContents()}`);
}

test('the create dialog offers the gateway templates of the workspace and services, and creates there', async () => {
  assert.is((await consoleTest.admin('POST', '/api/gateways/edge/templates?workspace=lab', { name: 'py', image: 'python:3.13' })).status, 201);
  const browser = await consoleTest.browsers.open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`${ORIGIN}/gateways/edge/sandboxes?workspace=lab`);
  await heading(page, 'Gateway edge');
  await page.getByRole('grid', { name: 'Sandboxes' }).getByRole('link', { name: 'lab-box' }).waitFor();

  await page.getByRole('button', { name: 'Create sandbox' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Create a sandbox on edge in workspace lab' }).waitFor();
  await dialog.getByRole('button', { name: /Template/ }).click();
  await page.getByRole('option', { name: /py \(gateway\)/ }).waitFor();
  await checkAccessibility(browser, 'the template picker with gateway templates');
  await page.getByRole('option', { name: /py \(gateway\)/ }).click();
  await dialog.getByTestId('gateway-template-chosen').getByText('python:3.13').waitFor();
  await dialog.getByLabel('Sandbox name').fill('from-py');
  await dialog.getByRole('button', { name: 'Add a service' }).click();
  await dialog.getByLabel('Service 1 name').fill('api');
  await dialog.getByLabel('Service 1 port').fill('8000');
  await checkAccessibility(browser, 'the create dialog with a service');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();

  await heading(page, /Sandbox from-py/);
  assert.is(new URL(page.url()).searchParams.get('workspace'), 'lab');
  await page.getByTestId('workload-template').getByText('py').waitFor();
  await page.getByRole('grid', { name: 'Services' }).getByRole('row', { name: /api/ }).getByText('8000').waitFor();
  assert.equal(
    consoleTest.sim.control
      .state()
      .services.filter((service) => service.sandbox === 'from-py')
      .map((service) => [service.workspace, service.name, service.targetPort]),
    [['lab', 'api', 8000]],
  );
  const audit = (await (await consoleTest.admin('GET', '/api/audit?action=sandbox.create&resource_id=from-py')).json()) as {
    items: Array<{ outcome: string; detail: Record<string, unknown> }>;
  };
  const intent = audit.items.find((entry) => entry.outcome === 'pending');
  assert.equal([intent?.detail.gateway_template, intent?.detail.workspace], ['py', 'lab']);
});

test('a 0.0 gateway: the create dialog offers neither gateway templates nor services', async () => {
  const classic = await startTestSimulator({ profile: 'v0.0.111' });
  await registerGateway(consoleTest.admin, 'classic', `http://${classic.address}`);
  const browser = await consoleTest.browsers.open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`${ORIGIN}/gateways/classic`);
  await heading(page, 'Gateway classic');
  await page.getByTestId('capabilities').getByText('✗ exposed services (not offered by this gateway)').waitFor();
  await page.getByRole('tab', { name: 'Sandboxes' }).click();
  await page.getByRole('button', { name: 'Create sandbox' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /Template/ }).click();
  await page.getByRole('option', { name: /^web-dev/ }).waitFor();
  assert.is(await page.getByRole('option', { name: /\(gateway\)/ }).count(), 0);
  await page.keyboard.press('Escape');
  assert.is(await dialog.getByRole('button', { name: 'Add a service' }).count(), 0);
  await checkAccessibility(browser, 'the create dialog on a 0.0 gateway');
  assert.is(classic.control.calls('ListSandboxTemplates'), 0, 'nothing asked of a gateway that has no templates');
});

test.run();
