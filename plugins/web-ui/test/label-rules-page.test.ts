// test-dialects: sqlite
// The console's label rule pages in a real Chromium against a standard boot with metering on: an admin creates a
// budget rule from gateway and sandbox labels, edits its limit and deletes it, and creates and edits a preset rule;
// a viewer sees both lists without a way to change them. axe-core on each state. The rules' API is tested on both
// databases by their plugins: SQLite only.

import type { TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ConsoleBrowsers } from './support/console-browser.ts';
import {
  ADMIN,
  type ApiCaller,
  assertFixedPort,
  checkAccessibility,
  createUser,
  heading,
  logIn,
  setUpAdmin,
  startConsoleService,
} from './support/console-steps.ts';

const PORT = assertFixedPort(26510);
// The catalogue's titles of the presets the editor offers as checkboxes (plugins/policies/presets).
const PYPI_TITLE = 'Python package index';
const DOCKER_TITLE = 'Container tool';
const ORIGIN = `http://localhost:${PORT}`;

let t: TestKernel;
let admin: ApiCaller;
let browsers: ConsoleBrowsers | null = null;

test.before(async () => {
  browsers = await ConsoleBrowsers.launch('the label rule pages of the web console', ORIGIN);
  t = await startConsoleService(PORT, { SERVICE_BUDGET_METERING_ENABLED: 'true' });
  admin = await setUpAdmin(ORIGIN);
});

test.after(async () => {
  await browsers?.close();
  await t?.stop();
});

test('an admin creates a budget rule by labels, changes its limit and deletes it', async () => {
  const browser = await browsers!.open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole('link', { name: 'Budget rules' }).click();
  await heading(page, 'Budget rules');
  const rules = page.getByRole('grid', { name: 'Budget rules' });
  await rules.getByText('No budget rule yet', { exact: false }).waitFor();

  const editor = page.getByRole('region', { name: 'New budget rule' });
  await editor.getByLabel('Name').fill('ml-daily');
  await editor.getByLabel('Gateway labels').fill('env:prod');
  await editor.getByLabel('Sandbox labels').fill('team:ml, tier:gpu');
  await editor.getByLabel('Limit (requests)').fill('5000');
  await editor.getByRole('button', { name: 'Save rule' }).click();
  await rules.getByText('5000 requests daily, then notify').waitFor();
  const stored = (await (await admin('GET', '/api/budget-rules/ml-daily')).json()) as Record<string, unknown>;
  assert.equal([stored.gateways, stored.sandboxes], [{ env: 'prod' }, { team: 'ml', tier: 'gpu' }]);
  await checkAccessibility(browser, 'the budget rules with one rule');

  await rules
    .getByRole('row', { name: /ml-daily/ })
    .getByRole('button', { name: 'Edit' })
    .click();
  const edit = page.getByRole('region', { name: 'Edit budget rule ml-daily' });
  await edit.getByLabel('Limit (requests)').fill('6000');
  await edit.getByRole('radio', { name: 'Detach providers' }).click({ force: true });
  await edit.getByRole('button', { name: 'Save rule' }).click();
  await rules.getByText('6000 requests daily, then detach').waitFor();

  await rules
    .getByRole('row', { name: /ml-daily/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await rules.getByText('No budget rule yet', { exact: false }).waitFor();
});

test('an admin creates a preset rule with presets from the catalogue and adds one more', async () => {
  const browser = await browsers!.open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole('link', { name: 'Preset rules' }).click();
  await heading(page, 'Preset rules');
  const rules = page.getByRole('grid', { name: 'Preset rules' });
  await rules.getByText('No preset rule yet', { exact: false }).waitFor();

  const editor = page.getByRole('region', { name: 'New preset rule' });
  await editor.getByLabel('Name').fill('ml-pypi');
  await editor.getByLabel('Gateway labels').fill('env:prod');
  await editor.getByLabel('Sandbox labels').fill('team:ml');
  await editor.getByRole('checkbox', { name: PYPI_TITLE }).click({ force: true });
  await editor.getByRole('button', { name: 'Save rule' }).click();
  const row = rules.getByRole('row', { name: /ml-pypi/ });
  await row.getByText('nothing yet').waitFor();
  await checkAccessibility(browser, 'the preset rules with one rule');

  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('region', { name: 'Edit preset rule ml-pypi' });
  await edit.getByRole('checkbox', { name: DOCKER_TITLE }).click({ force: true });
  await edit.getByRole('button', { name: 'Save rule' }).click();
  await row.getByText('pypi, docker').waitFor();
  const stored = (await (await admin('GET', '/api/preset-rules/ml-pypi')).json()) as Record<string, unknown>;
  assert.equal([stored.gateways, stored.sandboxes, stored.presets], [{ env: 'prod' }, { team: 'ml' }, ['pypi', 'docker']]);
});

test('a viewer sees the label rules and no way to change them', async () => {
  assert.is(
    (await admin('PUT', '/api/budget-rules/web', { gateways: {}, sandboxes: { team: 'web' }, limit_requests: 10, window: 'weekly', action: 'notify' })).status,
    201,
  );
  const viewer = await createUser(admin, 'viewer@example.com', 'viewer');
  const browser = await browsers!.open();
  const { page } = browser;
  await logIn(page, viewer.email, viewer.password);
  await page.goto(`${ORIGIN}/budget-rules`);
  await heading(page, 'Budget rules');
  const row = page.getByRole('grid', { name: 'Budget rules' }).getByRole('row', { name: /web/ });
  await row.getByText('10 requests weekly, then notify').waitFor();
  assert.is(await row.getByRole('button').count(), 0);
  assert.is(await page.getByRole('region', { name: 'New budget rule' }).count(), 0);
  await checkAccessibility(browser, 'the budget rules as a viewer');
  await page.goto(`${ORIGIN}/preset-rules`);
  const presetRow = page.getByRole('grid', { name: 'Preset rules' }).getByRole('row', { name: /ml-pypi/ });
  await presetRow.getByText('pypi, docker').waitFor();
  assert.is(await presetRow.getByRole('button').count(), 0);
  assert.is(await page.getByRole('region', { name: 'New preset rule' }).count(), 0);
});

test.run();
