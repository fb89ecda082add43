// test-dialects: sqlite
// The gateway page in a real Chromium against a standard boot in local mode: the last probe with its latency, and
// the gateway's local process started and stopped from the page (admins only). axe-core on each state.
// This checks the console in the browser; the API it calls behaves alike on both databases and is tested
// on both by its plugins' tests, so a second Chromium run on PostgreSQL adds time, not coverage: SQLite only.

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
  registerGateway,
  setUpAdmin,
  startConsoleService,
} from './support/console-steps.ts';

const PORT = 23102;
/** Where the local gateway process listens (the service starts it with the simulator's CLI). */
const LOCAL_PORT = assertFixedPort(23150);
const ORIGIN = `http://localhost:${PORT}`;

let t: TestKernel;
let admin: ApiCaller;
let browsers: ConsoleBrowsers | null = null;

const open = () => browsers!.open();

test.before(async () => {
  browsers = await ConsoleBrowsers.launch('the gateway page of the web console', ORIGIN);
  t = await startConsoleService(PORT);
  admin = await setUpAdmin(ORIGIN);
  await registerGateway(admin, 'local', `http://127.0.0.1:${LOCAL_PORT}`);
});

test.after(async () => {
  await browsers?.close();
  // Stops the local process too, if a failed test left it running.
  await admin?.('POST', '/api/gateway/local/stop').catch(() => undefined);
  await t?.stop();
});

test('an admin starts the local gateway process from its page, sees it connected, and stops it', async () => {
  const browser = await open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`${ORIGIN}/gateways/local/settings`);
  await heading(page, 'Gateway local');
  await page.getByTestId('local-process').getByText('Not running.').waitFor();
  await page.getByRole('button', { name: 'Start process' }).click();
  await page
    .getByTestId('local-process')
    .getByText(/^Running as pid \d+ since /)
    // The service waits up to SERVICE_LOCAL_GATEWAY_START_TIMEOUT_SECONDS (20 s) for the process to listen; a busy
    // machine can take longer than the page's 15 s default to start a Node.js simulator.
    .waitFor({ timeout: 45_000 });
  await page.getByRole('tab', { name: 'Overview' }).click();
  await page.getByRole('button', { name: 'Test connection' }).click();
  await page.getByTestId('gateway-status').getByText('connected').waitFor();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Show settings' }).click();
  const config = (await (await admin('GET', '/api/gateway/local/config')).json()) as { settings_revision: number; settings: Record<string, unknown> };
  await page.getByText(`Revision ${config.settings_revision}`).waitFor();
  const shown = page.getByRole('grid', { name: 'Gateway settings' });
  if (Object.keys(config.settings).length === 0) await page.getByText('The gateway reports no settings.').waitFor();
  else assert.is(await shown.getByRole('row').count(), Object.keys(config.settings).length + 1, 'one row per setting, under a header');
  await checkAccessibility(browser, 'local gateway running');

  await page.getByRole('button', { name: 'Stop process' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Stop process' }).click();
  await page.getByTestId('local-process').getByText('Not running.').waitFor();
  const info = (await (await admin('GET', '/api/gateway/local/info')).json()) as { local: unknown };
  assert.is(info.local, null, 'the service no longer tracks a process');
});

test('an operator is offered no local process control', async () => {
  const operator = await createUser(admin, 'operator@example.com', 'operator');
  const browser = await open();
  const { page } = browser;
  await logIn(page, operator.email, operator.password);
  await page.goto(`${ORIGIN}/gateways/local`);
  await heading(page, 'Gateway local');
  await page.getByText('Last probe').waitFor();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Show settings' }).waitFor();
  for (const name of ['Start process', 'Stop process', 'Restart', 'Remove gateway']) {
    assert.is(await page.getByRole('button', { name, exact: true }).count(), 0, `an operator is offered ${name}`);
  }
  assert.is(await page.getByTestId('local-process').count(), 0);
});

test.run();
