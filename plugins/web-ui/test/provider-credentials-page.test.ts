// test-dialects: sqlite
// The providers section of a gateway's page shows each credential's refresh state and the recovery action it needs,
// in a real Chromium against a standard boot: on a 0.1 gateway an operator retries a refresh, rotates a credential
// that needs reauthorizing, configures a credential's refresh (strategy, material rows marked secret, expiry) and
// removes it after a confirmation; a viewer sees the states and no action; a 0.0 gateway reports none and offers
// nothing. axe-core on each state. The API behaves alike on both databases and is tested on both by the providers plugin's
// tests, so a second Chromium run on PostgreSQL adds time, not coverage: SQLite only.

import { startTestSimulator } from '@portcullis/plugin-gateways/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { consoleOnSimulator } from './support/console-on-simulator.ts';
import { ADMIN, checkAccessibility, createUser, heading, logIn, registerGateway } from './support/console-steps.ts';

const PORT = 24900;
const ORIGIN = `http://localhost:${PORT}`;

const consoleTest = consoleOnSimulator(test, {
  port: PORT,
  purpose: 'provider credential refresh in the console',
  gateway: 'edge',
  profile: 'v0.1.2',
  seed: (sim) => {
    sim.control.seedProviderProfile('github');
    sim.control.seedProvider({ name: 'gh', type: 'github', credentials: { GITHUB_TOKEN: 'ghp-1', GITHUB_APP_KEY: 'k-1' } });
  },
});

const stateOf = async (key: string) => {
  const provider = (await (await consoleTest.admin('GET', '/api/gateways/edge/providers/gh')).json()) as {
    credential_status: Array<{ credential_key: string; state: string }>;
  };
  return provider.credential_status.find((entry) => entry.credential_key === key)?.state;
};

test('an operator retries a failed refresh and rotates a credential that needs reauthorizing', async () => {
  consoleTest.sim.control.setCredentialRefresh('gh', 'GITHUB_TOKEN', 'error', 'token endpoint unavailable');
  consoleTest.sim.control.setCredentialRefresh('gh', 'GITHUB_APP_KEY', 'reauthorization_required', 'refresh token revoked');
  const operator = await createUser(consoleTest.admin, 'operator@example.com', 'operator');
  const browser = await consoleTest.browsers.open();
  const { page } = browser;
  await logIn(page, operator.email, operator.password);
  await page.goto(`${ORIGIN}/gateways/edge`);
  await heading(page, 'Gateway edge');
  await page.getByTestId('capabilities').getByText('✓ provider credential refresh').waitFor();
  await page.getByRole('tab', { name: 'Providers' }).click();
  const states = page.getByTestId('credential-status-gh');
  await states.getByText('GITHUB_TOKEN: error').waitFor();
  await states.getByText('— retry the refresh').waitFor();
  await states.getByText('(token endpoint unavailable)').waitFor();
  await states.getByText('GITHUB_APP_KEY: reauthorization_required').waitFor();
  await checkAccessibility(browser, 'credentials needing a retry and a reauthorization');

  await page.getByRole('button', { name: 'Retry refresh of GITHUB_TOKEN' }).click();
  await states.getByText('GITHUB_TOKEN: refreshed').waitFor();
  assert.is(await stateOf('GITHUB_TOKEN'), 'refreshed');

  await page.getByLabel('New value of GITHUB_APP_KEY').fill('k-2');
  await page.getByRole('button', { name: 'Rotate GITHUB_APP_KEY' }).click();
  await states.getByText('GITHUB_APP_KEY: refreshed').waitFor();
  assert.is(await stateOf('GITHUB_APP_KEY'), 'refreshed');
  assert.is(await page.getByRole('button', { name: /Retry refresh of|Rotate/ }).count(), 0, 'nothing left to do');
});

test('an operator configures a refresh in a dialog, then removes it after confirming; no material value is shown', async () => {
  const secret = 'refresh-token-typed-once';
  const browser = await consoleTest.browsers.open();
  const { page } = browser;
  const operator = await createUser(consoleTest.admin, 'configurer@example.com', 'operator');
  await logIn(page, operator.email, operator.password);
  await page.goto(`${ORIGIN}/gateways/edge/providers`);
  const states = page.getByTestId('credential-status-gh');
  await states.getByText(/^GITHUB_APP_KEY: /).waitFor();

  await page.getByRole('button', { name: 'Configure refresh of GITHUB_APP_KEY' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Refresh of GITHUB_APP_KEY' }).waitFor();
  await dialog.getByRole('button', { name: /Refresh strategy/ }).click();
  await page.getByRole('option', { name: 'OAuth 2 client credentials' }).click();
  await dialog.getByLabel('Material key 1').fill('token_url');
  await dialog.getByLabel('Material value 1').fill('https://github.example/token');
  await dialog.getByRole('checkbox', { name: 'Material 1 is secret' }).locator('xpath=ancestor::label').click();
  await dialog.getByRole('button', { name: 'Add material' }).click();
  await dialog.getByLabel('Material key 2').fill('client_secret');
  await dialog.getByLabel('Material value 2').fill(secret);
  await dialog.getByLabel('Current value expires (optional)').fill('2031-01-01T12:00');
  await checkAccessibility(browser, 'the refresh configuration dialog');
  await dialog.getByRole('button', { name: 'Save refresh configuration' }).click();
  await states.getByText('GITHUB_APP_KEY: configured').waitFor();
  await states.getByText('(oauth2_client_credentials)').waitFor();
  assert.equal(consoleTest.sim.control.credentialRefreshConfiguration('gh', 'GITHUB_APP_KEY'), {
    strategy: 'OAUTH2_CLIENT_CREDENTIALS',
    material: { token_url: 'https://github.example/token', client_secret: secret },
    secretMaterialKeys: ['client_secret'],
  });
  assert.not.ok((await page.content()).includes(secret), 'the page shows no material value');

  const calls = consoleTest.sim.control.calls('DeleteProviderRefresh');
  await page.getByRole('button', { name: 'Remove refresh of GITHUB_APP_KEY' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  assert.is(consoleTest.sim.control.calls('DeleteProviderRefresh'), calls, 'cancelled: nothing sent');
  await page.getByRole('button', { name: 'Remove refresh of GITHUB_APP_KEY' }).click();
  await checkAccessibility(browser, 'the confirmation of a refresh removal');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove refresh of GITHUB_APP_KEY' }).click();
  await states.getByText('GITHUB_APP_KEY: static').waitFor();
  assert.is(consoleTest.sim.control.calls('DeleteProviderRefresh'), calls + 1);
  assert.is(consoleTest.sim.control.credentialRefreshConfiguration('gh', 'GITHUB_APP_KEY'), null);
  assert.is(await page.getByRole('button', { name: 'Remove refresh of GITHUB_APP_KEY' }).count(), 0, 'a static credential has nothing to remove');
});

test('a viewer sees the states and is offered no action', async () => {
  consoleTest.sim.control.setCredentialRefresh('gh', 'GITHUB_TOKEN', 'error');
  const viewer = await createUser(consoleTest.admin, 'viewer@example.com', 'viewer');
  const browser = await consoleTest.browsers.open();
  const { page } = browser;
  await logIn(page, viewer.email, viewer.password);
  await page.goto(`${ORIGIN}/gateways/edge/providers`);
  await page.getByTestId('credential-status-gh').getByText('GITHUB_TOKEN: error').waitFor();
  assert.is(await page.getByRole('button', { name: /Retry refresh of|Configure refresh of|Remove refresh of/ }).count(), 0);
});

test('a 0.0 gateway reports no credential refresh and offers no action', async () => {
  const classic = await startTestSimulator({ profile: 'v0.0.111' });
  classic.control.seedProvider({ name: 'gh', type: 'github', credentials: { GITHUB_TOKEN: 'ghp-1' } });
  await registerGateway(consoleTest.admin, 'classic', `http://${classic.address}`);
  const browser = await consoleTest.browsers.open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`${ORIGIN}/gateways/classic`);
  await heading(page, 'Gateway classic');
  await page.getByTestId('capabilities').getByText('✗ provider credential refresh (not offered by this gateway)').waitFor();
  await page.getByRole('tab', { name: 'Providers' }).click();
  await page.getByRole('grid', { name: 'Providers' }).getByText('not reported by this gateway').waitFor();
  assert.is(await page.getByRole('button', { name: /Retry refresh of|Rotate|Configure refresh of|Remove refresh of/ }).count(), 0);
  await checkAccessibility(browser, 'a 0.0 gateway without credential refresh');
  assert.is(classic.control.calls('RotateProviderCredential'), 0);
});

test.run();
