// test-dialects: sqlite
// The fleet configuration page in a real Chromium against a standard boot: an admin starts from the live state,
// edits the document, sees the plan as a field-level diff, applies it after a confirmation and follows the outcomes,
// then sees the drift an API change made; an operator sees the plan with the role rule that refuses it and is offered
// no apply; a viewer has no such page. axe-core on each state. The API is tested on both databases by the
// fleet-config plugin: SQLite only here.

import { eventually } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { consoleOnSimulator } from './support/console-on-simulator.ts';
import { ADMIN, checkAccessibility, createUser, heading, logIn, nav } from './support/console-steps.ts';

const PORT = 26400;
const ORIGIN = `http://localhost:${PORT}`;

const consoleTest = consoleOnSimulator(test, { port: PORT, purpose: 'the console on the fleet configuration', gateway: 'edge' });

/** A document declaring the registered gateway with labels, a second one, and a group with a role on the first. */
function documentWithLabels(): string {
  return [
    'version: 1',
    'gateways:',
    '  edge:',
    `    endpoint: http://${consoleTest.sim.address}`,
    '    auth_mode: none',
    '    labels: { env: prod }',
    '  spare:',
    '    endpoint: http://127.0.0.1:9',
    '    auth_mode: none',
    'groups:',
    '  sre:',
    `    members: [${ADMIN.email}]`,
    '    gateway_roles: { edge: admin }',
    '',
  ].join('\n');
}

async function gatewayLabels(): Promise<Record<string, Record<string, string>>> {
  const listed = (await (await consoleTest.admin('GET', '/api/gateway/list')).json()) as { items: Array<{ name: string; labels: Record<string, string> }> };
  return Object.fromEntries(listed.items.map((gateway) => [gateway.name, gateway.labels]));
}

test('an admin plans a document as a diff, applies it after confirming, and sees drift after an API change', async () => {
  const browser = await consoleTest.browsers.open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await nav(page, 'Fleet config');
  await heading(page, 'Fleet configuration');
  await page.getByTestId('drift-summary').getByText('No document has been applied yet.').waitFor();

  await page.getByRole('button', { name: 'Start from the live state' }).click();
  const editor = page.getByLabel('Fleet document (YAML)');
  await eventually(async () => (await editor.inputValue()).includes('edge:') || null);
  assert.match(await editor.inputValue(), /endpoint: http:\/\/127\.0\.0\.1:\d+/);

  await editor.fill(documentWithLabels());
  await page.getByRole('button', { name: 'Plan', exact: true }).click();
  await page.getByRole('heading', { level: 2, name: 'Plan: 2 to create, 1 to change, 0 to delete, 0 unchanged, 0 kept' }).waitFor();
  const planned = page.getByRole('grid', { name: 'Plan' });
  await planned
    .getByRole('row', { name: /gateways\/edge/ })
    .getByText('labels')
    .waitFor();
  await planned
    .getByRole('row', { name: /gateways\/edge/ })
    .getByText('{"env":"prod"}')
    .waitFor();
  await planned
    .getByRole('row', { name: /gateways\/spare/ })
    .getByText('create')
    .waitFor();
  await planned
    .getByRole('row', { name: /groups\/sre/ })
    .getByText('{"edge":"admin"}')
    .waitFor();
  await checkAccessibility(browser, 'a fleet plan');

  await page.getByRole('button', { name: 'Apply plan' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Apply plan' }).click();
  const outcomes = page.getByRole('grid', { name: 'Apply outcomes' });
  await outcomes
    .getByRole('row', { name: /gateways\/spare/ })
    .getByText('done')
    .waitFor();
  await outcomes
    .getByRole('row', { name: /gateways\/edge/ })
    .getByText('done')
    .waitFor();
  await outcomes
    .getByRole('row', { name: /groups\/sre/ })
    .getByText('done')
    .waitFor();
  assert.equal(await gatewayLabels(), { edge: { env: 'prod' }, spare: {} });
  await page
    .getByTestId('drift-summary')
    .getByText(/The live state matches the document admin@example.com applied/)
    .waitFor();
  await checkAccessibility(browser, 'an applied fleet document');

  assert.is((await consoleTest.admin('PATCH', '/api/gateway/edge', { labels: { env: 'test' } })).status, 200);
  await page.getByRole('button', { name: 'Check drift now' }).click();
  await page
    .getByTestId('drift-summary')
    .getByText(/The live state has left the document/)
    .waitFor();
  const drift = page.getByRole('grid', { name: 'Drift' });
  await drift
    .getByRole('row', { name: /gateways\/edge/ })
    .getByText('changed')
    .waitFor();
  await drift
    .getByRole('row', { name: /gateways\/edge/ })
    .getByText('{"env":"test"}')
    .waitFor();
  await checkAccessibility(browser, 'fleet drift');
});

test('an operator sees the plan with the role rule that refuses it and no apply; a viewer has no page', async () => {
  const operator = await createUser(consoleTest.admin, 'operator@example.com', 'operator');
  const browser = await consoleTest.browsers.open();
  const { page } = browser;
  await logIn(page, operator.email, operator.password);
  await nav(page, 'Fleet config');
  await heading(page, 'Fleet configuration');
  assert.is(await page.getByRole('button', { name: 'Start from the live state' }).count(), 0);
  await page.getByLabel('Fleet document (YAML)').fill(documentWithLabels().replace('env: prod', 'env: staging'));
  await page.getByRole('button', { name: 'Plan', exact: true }).click();
  await page.getByRole('alert').getByText('1 object(s) would be refused: this plan cannot be applied.').waitFor();
  await page.getByRole('grid', { name: 'Plan' }).getByText('needs the admin role on gateway edge').waitFor();
  assert.is(await page.getByRole('button', { name: 'Apply plan' }).count(), 0);
  await checkAccessibility(browser, 'a fleet plan as an operator');

  const viewer = await createUser(consoleTest.admin, 'viewer@example.com', 'viewer');
  const viewing = await consoleTest.browsers.open();
  await logIn(viewing.page, viewer.email, viewer.password);
  assert.is(await viewing.page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Fleet config' }).count(), 0);
  await viewing.page.goto(`${ORIGIN}/fleet-config`);
  await heading(viewing.page, 'Fleet configuration');
  await viewing.page.getByRole('alert').first().waitFor();
});

test.run();
