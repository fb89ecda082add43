// test-dialects: sqlite
// The sandbox page in a real Chromium against a standard boot and the gateway simulator: a proposed rule edited
// before it is approved, the approval undone, the rest cleared, a quorum workflow set and its tally shown, an SSH
// session handed out and revoked, two policy revisions compared, a viewer offered none of it, and the live logs
// ending with the reason when the viewer loses access. axe-core on each state of the page.
// This checks the console in the browser; the API it calls behaves alike on both databases and is tested
// on both by its plugins' tests, so a second Chromium run on PostgreSQL adds time, not coverage: SQLite only.

import type { Simulator } from '@portcullis/openshell-sim';
import { closeTestSimulators, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import { eventually, type TestKernel } from '@portcullis/testing';
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
  registerGateway,
  setUpAdmin,
  startConsoleService,
} from './support/console-steps.ts';

const PORT = 23100;
const ORIGIN = `http://localhost:${PORT}`;
const BOX = `${ORIGIN}/gateways/sim/sandboxes/box`;

let t: TestKernel;
let sim: Simulator;
let admin: ApiCaller;
let browsers: ConsoleBrowsers | null = null;

const open = () => browsers!.open();

/** The agent in `box` is blocked on host:443 and the service has picked the chunk up. */
async function denied(host: string, binary: string): Promise<void> {
  sim.control.simulateDenial({ sandbox: 'box', host, port: 443, binary });
  sim.control.flushDenials('box');
  await eventually(async () => {
    const pending = (await (await admin('GET', '/api/gateways/sim/sandboxes/box/approvals/pending')).json()) as { items: { binary: string }[] };
    return pending.items.some((chunk) => chunk.binary === binary);
  }, 10_000);
}

async function policyText(): Promise<string> {
  return (await admin('GET', '/api/gateways/sim/sandboxes/box/policy')).text();
}

test.before(async () => {
  browsers = await ConsoleBrowsers.launch('the sandbox page of the web console', ORIGIN);
  t = await startConsoleService(PORT);
  sim = await startTestSimulator();
  admin = await setUpAdmin(ORIGIN);
  await registerGateway(admin, 'sim', `http://${sim.address}`);
  sim.control.seedSandbox({ name: 'box' });
});

test.after(async () => {
  await browsers?.close();
  await t?.stop();
  await closeTestSimulators();
});

test('a proposed rule edited before approval, the approval undone, the rest cleared', async () => {
  await denied('api.github.com', '/usr/bin/curl');
  await denied('example.org', '/usr/bin/wget');
  const browser = await open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(BOX);
  await heading(page, /Sandbox box/);

  const curl = page.getByRole('listitem', { name: '/usr/bin/curl to api.github.com:443' });
  await curl.getByRole('button', { name: 'Edit rule' }).click();
  const editor = curl.getByLabel('Proposed rule (JSON)');
  const rule = JSON.parse(await editor.inputValue()) as { endpoints: { port?: number; ports?: number[] }[] };
  rule.endpoints[0] = { ...rule.endpoints[0], port: 8443, ports: [8443] };
  await editor.fill(JSON.stringify(rule));
  await checkAccessibility(browser, 'rule editor');
  await curl.getByRole('button', { name: 'Approve edited rule' }).click();
  await curl.waitFor({ state: 'detached' });
  assert.match(await policyText(), /8443/, 'the edited rule is the one in the policy');

  const history = page.getByRole('grid', { name: 'Approval history' });
  await history
    .getByRole('row')
    .filter({ hasText: / approved/ })
    .getByRole('button', { name: 'Undo' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Undo' }).click();
  // Pending again, as edited.
  await page.getByRole('listitem', { name: '/usr/bin/curl to api.github.com:8443' }).waitFor();
  assert.not.match(await policyText(), /8443/, 'the undone rule left the policy');

  await page.getByRole('button', { name: 'Clear pending' }).click();
  await checkAccessibility(browser, 'clear confirmation');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clear pending' }).click();
  await page.getByRole('heading', { name: 'Pending approvals (0)' }).waitFor();
  await checkAccessibility(browser, 'sandbox approvals');
});

test("the policy page compares two revisions: the edited approval's rule shows as added", async () => {
  const browser = await open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`${BOX}/policy`);
  await heading(page, 'Policy of box');
  const compare = page.getByRole('form', { name: 'Compare revisions' });
  await compare.getByLabel('From version').fill('1');
  await compare.getByLabel('To version').fill('2');
  await compare.getByRole('button', { name: 'Compare' }).click();
  const diff = page.getByTestId('diff');
  await diff.getByText('Version 1 → 2').waitFor();
  await diff.getByText('+ allow_api_github_com_443').waitFor();
  assert.match((await diff.textContent()) ?? '', /8443/);
  await checkAccessibility(browser, 'revision diff');
});

test('an admin requires two votes: an approval is one vote, shown as a tally, and the chunk stays pending', async () => {
  const operator = await createUser(admin, 'operator@example.com', 'operator');
  const browser = await open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(BOX);
  await page.getByText("Single-handed: one operator's approval is enough.").waitFor();
  const form = page.getByRole('form', { name: 'Approval workflow' });
  await form.getByLabel('Voters (emails, groups, principals)').fill(`${ADMIN.email}, ${operator.email}`);
  await form.getByRole('button', { name: 'Require votes' }).click();
  await page.getByTestId('workflow').getByText(`2 votes required from ${ADMIN.email}, ${operator.email}`).waitFor();

  await denied('crates.io', '/usr/bin/cargo');
  const cargo = page.getByRole('listitem', { name: '/usr/bin/cargo to crates.io:443' });
  await cargo.getByRole('button', { name: 'Approve', exact: true }).click();
  await cargo.getByTestId('tally').getByText(`Votes 1/2 · by ${ADMIN.email}`).waitFor();
  await checkAccessibility(browser, 'quorum tally');
  assert.not.match(await policyText(), /crates/, 'one vote of two writes nothing');
});

test('an SSH session is handed out as a command to copy, then revoked', async () => {
  const browser = await open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(BOX);
  await page.getByRole('button', { name: 'Open SSH session' }).click();
  const command = (await page.getByTestId('secret').textContent()) ?? '';
  // The OpenShell CLI's own token-mode command (test/ssh-command.test.ts runs it through a shell and ssh).
  const sandboxId = ((await (await admin('GET', '/api/gateways/sim/sandboxes/box')).json()) as { id: string }).id;
  const token = /--token (\S+) --gateway-name/.exec(command)?.[1] ?? '';
  assert.match(token, /^[A-Za-z0-9._~+/=-]+$/);
  assert.is(
    command,
    `ssh -o "ProxyCommand=openshell ssh-proxy --gateway 'http://${sim.address}' --sandbox-id ${sandboxId} --token ${token} --gateway-name sim"` +
      ' -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o GlobalKnownHostsFile=/dev/null -o LogLevel=ERROR' +
      ' -o ServerAliveInterval=15 -o ServerAliveCountMax=3 sandbox',
  );
  assert.is(sim.control.calls('CreateSshSession'), 1);
  await page.getByRole('button', { name: 'Copy the SSH command' }).waitFor();
  await checkAccessibility(browser, 'ssh session');
  await page.getByRole('button', { name: 'Revoke session' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke session' }).click();
  await page.getByRole('status').getByText('1 session revoked.').waitFor();
  assert.is(await page.getByTestId('secret').count(), 0, 'a revoked command is no longer shown');
  assert.is(sim.control.calls('RevokeSshSession'), 1);
});

test('a viewer sees the workflow, the tally and the history, and no button that decides or changes them', async () => {
  const viewer = await createUser(admin, 'viewer@example.com', 'viewer');
  const browser = await open();
  const { page } = browser;
  await logIn(page, viewer.email, viewer.password);
  await page.goto(BOX);
  await page.getByTestId('tally').getByText('Votes 1/2').waitFor();
  await page.getByTestId('workflow').waitFor();
  await page.getByRole('grid', { name: 'Approval history' }).getByRole('row').filter({ hasText: 'crates_io_443' }).first().waitFor();
  await checkAccessibility(browser, 'sandbox approvals as viewer');
  for (const name of [
    'Approve',
    'Edit rule',
    'Reject',
    'Undo',
    'Clear pending',
    'Approve all',
    'Update workflow',
    'Remove workflow',
    'Open SSH session',
    'Revoke all sessions',
  ]) {
    assert.is(await page.getByRole('button', { name, exact: true }).count(), 0, `a viewer is offered ${name}`);
  }
});

test('the live logs say why they stopped when the viewer loses access, and do not reconnect', async () => {
  const viewer = await createUser(admin, 'leaving@example.com', 'viewer');
  const browser = await open();
  const { page } = browser;
  await logIn(page, viewer.email, viewer.password);
  await page.goto(BOX);
  await page.getByTestId('connection').getByText('live').waitFor();
  // Only the stream may tell the page: any API call of the deleted account would answer 401 and swap the page for
  // the login form before the stream's close frame arrives, which a loaded machine makes likely.
  await page.route('**/api/**', (route) => route.abort());
  const removed = await admin('DELETE', '/api/auth/users', { email: viewer.email });
  assert.is(removed.status, 204);
  await page
    .getByRole('status')
    .filter({ hasText: /^Connection: ended · The credential this stream was opened with is no longer valid\.$/ })
    .waitFor();
});

test.run();
