// test-dialects: sqlite
// The console's gateway templates, in a real Chromium against a standard boot: on a 0.1 gateway an admin stores a
// template, an operator creates a sandbox from it and its page names the template, the admin deletes it; a viewer
// sees the templates without a way to change them; a 0.0 gateway says templates are not available there. axe-core on
// each state. The API is tested on both databases by the gateway-templates plugin: SQLite only here.

import { startTestSimulator } from '@portcullis/plugin-gateways/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { consoleOnSimulator } from './support/console-on-simulator.ts';
import { ADMIN, checkAccessibility, createUser, heading, logIn, registerGateway } from './support/console-steps.ts';

const PORT = 24700;
const ORIGIN = `http://localhost:${PORT}`;

const consoleTest = consoleOnSimulator(test, {
  port: PORT,
  purpose: 'the console on gateway templates',
  gateway: 'edge',
  profile: 'v0.1.2',
});

test('an admin stores a template, a sandbox is created from it and names it, and the admin deletes it', async () => {
  const browser = await consoleTest.browsers.open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`${ORIGIN}/gateways/edge`);
  await heading(page, 'Gateway edge');
  await page.getByTestId('capabilities').getByText('✓ gateway-side sandbox templates').waitFor();
  await page.getByRole('tab', { name: 'Sandboxes' }).click();
  const templates = page.getByRole('grid', { name: 'Gateway templates' });
  await templates.getByText('No templates stored on this gateway in this workspace.').waitFor();

  const store = page.getByRole('form', { name: 'Store a gateway template' });
  await store.getByLabel('Template name').fill('python');
  await store.getByLabel('Template image').fill('python:3.13');
  await store.getByRole('button', { name: 'Store template' }).click();
  await templates.getByText('python:3.13').waitFor();
  await checkAccessibility(browser, 'the templates of a 0.1 gateway');

  await templates.getByRole('button', { name: 'New sandbox from python' }).click();
  const create = page.getByRole('form', { name: 'Create a sandbox from python' });
  await create.getByLabel('Sandbox name').fill('from-python');
  await create.getByRole('button', { name: 'Create from python' }).click();
  await heading(page, /from-python/);
  await page.getByTestId('workload-template').getByText('python').waitFor();
  await checkAccessibility(browser, 'a sandbox created from a gateway template');

  await page.goto(`${ORIGIN}/gateways/edge/sandboxes`);
  await templates
    .getByRole('row', { name: /python/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await templates.getByText('No templates stored on this gateway in this workspace.').waitFor();
  const listed = (await (await consoleTest.admin('GET', '/api/gateways/edge/templates')).json()) as { items: unknown[] };
  assert.equal(listed.items, []);
});

test('a viewer sees the templates and no way to change them or use them', async () => {
  assert.is((await consoleTest.admin('POST', '/api/gateways/edge/templates', { name: 'node', image: 'node:24' })).status, 201);
  const viewer = await createUser(consoleTest.admin, 'viewer@example.com', 'viewer');
  const browser = await consoleTest.browsers.open();
  const { page } = browser;
  await logIn(page, viewer.email, viewer.password);
  await page.goto(`${ORIGIN}/gateways/edge/sandboxes`);
  await heading(page, 'Gateway edge');
  const templates = page.getByRole('grid', { name: 'Gateway templates' });
  await templates.getByText('node:24').waitFor();
  assert.is(await page.getByRole('form', { name: 'Store a gateway template' }).count(), 0);
  assert.is(await templates.getByRole('button', { name: 'Delete' }).count(), 0);
  assert.is(await templates.getByRole('button', { name: /New sandbox/ }).count(), 0);
  await checkAccessibility(browser, 'gateway templates as a viewer');
});

test('a 0.0 gateway: no templates, and the console says so without asking for them', async () => {
  const classic = await startTestSimulator({ profile: 'v0.0.111' });
  await registerGateway(consoleTest.admin, 'classic', `http://${classic.address}`);
  const browser = await consoleTest.browsers.open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`${ORIGIN}/gateways/classic`);
  await heading(page, 'Gateway classic');
  await page.getByTestId('capabilities').getByText('✗ gateway-side sandbox templates (not offered by this gateway)').waitFor();
  await page.getByRole('tab', { name: 'Sandboxes' }).click();
  await page
    .getByTestId('gateway-templates-unavailable')
    .getByText(/not available here/)
    .waitFor();
  assert.is(await page.getByRole('grid', { name: 'Gateway templates' }).count(), 0);
  assert.is(await page.getByRole('form', { name: 'Store a gateway template' }).count(), 0);
  await checkAccessibility(browser, 'the templates section of a 0.0 gateway');
});

test('a fleet push stores the template on every selected gateway and skips the one without templates', async () => {
  const browser = await consoleTest.browsers.open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`${ORIGIN}/fleet`);
  await heading(page, 'Fleet actions');
  await page.getByRole('button', { name: /Action/ }).click();
  await page.getByRole('option', { name: 'Push a gateway template' }).click();
  await page.getByLabel('Template name').fill('ruby');
  await page.getByLabel('Template image').fill('ruby:3.4');
  await page.getByLabel('Gateways (names, comma-separated)').fill('edge, classic');
  assert.is(await page.getByLabel('Sandbox labels (key:value, comma-separated)').count(), 0, 'a push selects gateways, not sandboxes');
  await page.getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('heading', { level: 2, name: 'Preview of Push a gateway template: 1 would change, 1 left alone' }).waitFor();
  const preview = page.getByRole('grid', { name: 'Preview targets' });
  await preview.getByText(/^GATEWAY_CAPABILITY_UNAVAILABLE: no capability "templates"/).waitFor();
  await checkAccessibility(browser, 'a fleet template push previewed');

  await page.getByRole('button', { name: 'Run fleet action' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Run fleet action' }).click();
  await page.getByTestId('fleet-summary').getByText('1 done, 1 skipped, 0 failed.').waitFor();
  const listed = (await (await consoleTest.admin('GET', '/api/gateways/edge/templates')).json()) as { items: Array<{ name: string; image: string }> };
  assert.ok(
    listed.items.some((template) => template.name === 'ruby' && template.image === 'ruby:3.4'),
    JSON.stringify(listed),
  );
});

test.run();
