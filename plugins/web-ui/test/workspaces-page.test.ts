// test-dialects: sqlite
// The console's workspaces, in a real Chromium against a standard boot: on a 0.1 gateway an admin creates a
// workspace, adds and removes a member, switches the gateway's sections to that workspace (its sandboxes and
// providers, nobody else's) and deletes it; a viewer sees the workspaces without a way to change them; a 0.0 gateway
// shows what it has, unmanaged, and says what is not available. axe-core on each state.
// This checks the console in the browser; the API it calls is tested on both databases by the workspaces plugin, so
// a second Chromium run on PostgreSQL adds time, not coverage: SQLite only.

import { startTestSimulator } from '@portcullis/plugin-gateways/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { consoleOnSimulator } from './support/console-on-simulator.ts';
import { ADMIN, checkAccessibility, createUser, heading, logIn, registerGateway } from './support/console-steps.ts';

const PORT = 24600;
const ORIGIN = `http://localhost:${PORT}`;

const consoleTest = consoleOnSimulator(test, {
  port: PORT,
  purpose: 'the console on workspaces',
  gateway: 'edge',
  profile: 'v0.1.2',
  seed: (sim) => sim.control.seedSandbox({ name: 'home-box' }),
});

test("an admin manages a 0.1 gateway's workspaces and members, and switches the gateway's sections between them", async () => {
  const browser = await consoleTest.browsers.open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`${ORIGIN}/gateways/edge`);
  await heading(page, 'Gateway edge');
  await page.getByTestId('capabilities').getByText('✓ workspace management').waitFor();
  await page.getByRole('tab', { name: 'Settings' }).click();
  const workspaces = page.getByRole('grid', { name: 'Workspaces' });
  await workspaces.getByText('default (default)').waitFor();

  const create = page.getByRole('form', { name: 'Create a workspace' });
  await create.getByLabel('Workspace name').fill('research');
  await create.getByRole('button', { name: 'Create workspace' }).click();
  await workspaces.getByText('research', { exact: true }).waitFor();
  await checkAccessibility(browser, 'the workspaces of a 0.1 gateway');

  await workspaces.getByRole('button', { name: 'Members of research' }).click();
  const add = page.getByRole('form', { name: 'Add a member to research' });
  await add.getByLabel('Subject (OIDC)').fill('alice@corp');
  await add.getByText('Admin', { exact: true }).click();
  await add.getByRole('button', { name: 'Add member' }).click();
  const members = page.getByRole('grid', { name: 'Members of research' });
  await members.getByText('alice@corp').waitFor();
  await members.getByText('admin', { exact: true }).waitFor();
  await checkAccessibility(browser, 'the members of a workspace');
  await members.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await members.getByText('No members: only platform admins reach this workspace.').waitFor();

  consoleTest.sim.control.seedSandbox({ name: 'lab-box', workspace: 'research' });
  await page.getByRole('tab', { name: 'Sandboxes' }).click();
  const sandboxes = page.getByRole('grid', { name: 'Sandboxes' });
  await sandboxes.getByText('home-box').waitFor();
  await page.getByRole('button', { name: /Workspace/ }).click();
  await page.getByRole('option', { name: 'research', exact: true }).click();
  await sandboxes.getByText('lab-box').waitFor();
  assert.is(new URL(page.url()).pathname, '/gateways/edge/sandboxes', 'the tab stays chosen');
  assert.is(await sandboxes.getByText('home-box').count(), 0, 'only the chosen workspace');
  assert.is(new URL(page.url()).searchParams.get('workspace'), 'research', 'the URL keeps the chosen workspace');
  assert.match(
    (await sandboxes.getByRole('link', { name: 'lab-box' }).getAttribute('href')) ?? '',
    /\?workspace=research$/,
    'linked to its page in the workspace',
  );

  // The gateway refuses to delete a workspace that still holds a sandbox; the console says so.
  await page.getByRole('tab', { name: 'Settings' }).click();
  await workspaces
    .getByRole('row', { name: /research/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await page.getByText(/still holds sandboxes/).waitFor();
  const listed = (await (await consoleTest.admin('GET', '/api/gateways/edge/workspaces')).json()) as { items: Array<{ name: string }> };
  assert.ok(
    listed.items.some((workspace) => workspace.name === 'research'),
    'the refused delete left the workspace',
  );
});

test('a viewer sees the workspaces and members, and no way to change them', async () => {
  const viewer = await createUser(consoleTest.admin, 'viewer@example.com', 'viewer');
  const browser = await consoleTest.browsers.open();
  const { page } = browser;
  await logIn(page, viewer.email, viewer.password);
  await page.goto(`${ORIGIN}/gateways/edge/settings`);
  await heading(page, 'Gateway edge');
  const workspaces = page.getByRole('grid', { name: 'Workspaces' });
  await workspaces.getByText('research', { exact: true }).waitFor();
  assert.is(await page.getByRole('form', { name: 'Create a workspace' }).count(), 0);
  assert.is(await workspaces.getByRole('button', { name: 'Delete' }).count(), 0);
  await workspaces.getByRole('button', { name: 'Members of research' }).click();
  await page.getByRole('grid', { name: 'Members of research' }).getByText('No members: only platform admins reach this workspace.').waitFor();
  assert.is(await page.getByRole('form', { name: 'Add a member to research' }).count(), 0);
  await checkAccessibility(browser, 'workspaces as a viewer');
});

test('a 0.0 gateway: its workspaces shown unmanaged, and what is not available there', async () => {
  const classic = await startTestSimulator({ profile: 'v0.0.111' });
  await registerGateway(consoleTest.admin, 'classic', `http://${classic.address}`);
  const browser = await consoleTest.browsers.open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`${ORIGIN}/gateways/classic`);
  await heading(page, 'Gateway classic');
  await page.getByTestId('capabilities').getByText('✗ workspace management (not offered by this gateway)').waitFor();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page
    .getByTestId('workspaces-unmanaged')
    .getByText(/not available here/)
    .waitFor();
  await page.getByRole('grid', { name: 'Workspaces' }).getByText('default (default)').waitFor();
  assert.is(await page.getByRole('form', { name: 'Create a workspace' }).count(), 0, 'nothing to create on a 0.0 gateway');
  assert.is(await page.getByRole('button', { name: /^Members of/ }).count(), 0);
  await checkAccessibility(browser, 'the workspaces of a 0.0 gateway');
  assert.equal(
    Object.keys(classic.control.allCalls()).filter((rpc) => rpc.includes('Workspace')),
    [],
  );
});

test.run();
