// test-dialects: sqlite
// The usage, budget, fleet and discovery pages in a real Chromium against a standard boot (metering on), the gateway
// simulator and a real DNS server (dnsmasq, as the discovery plugin's own tests use: SRV answers that lead a scan to a
// second simulator): what each page shows is what the API answers, each write lands in the stored rows and the audit
// log, and a viewer is offered none of the writes. axe-core on each page.

import type { Simulator } from '@portcullis/openshell-sim';
import { closeTestSimulators, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import { auditRows, type ChromiumPage, type Dnsmasq, eventually, requireDnsmasq, startDnsmasq, type TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ConsoleBrowsers } from './support/console-browser.ts';
import {
  ADMIN,
  type ApiCaller,
  apiAs,
  checkAccessibility,
  choose,
  createUser,
  heading,
  logIn,
  nav,
  registerGateway,
  setUpAdmin,
  startConsoleService,
} from './support/console-steps.ts';

const PORT = 23200;
const ORIGIN = `http://localhost:${PORT}`;
const SANDBOXES = ['alpha', 'beta'];
/** Realistic model calls written to each sandbox's log before the metering poll. */
const CALLS: Record<string, number> = { alpha: 3, beta: 1 };

let t: TestKernel;
let sim: Simulator;
/** The gateway a scan finds: published in DNS as `found.example.test`, registered by the scan. */
let found: Simulator;
let dns: Dnsmasq;
let admin: ApiCaller;
let browsers: ConsoleBrowsers | null = null;

const open = () => browsers!.open();

async function json<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  assert.ok(answer.ok, `${answer.status} ${await answer.clone().text()}`);
  return (await answer.json()) as T;
}

/** The cells of a table's data rows as the page shows them (header rows have no data cells). */
async function tableRows(page: ChromiumPage, label: string): Promise<string[][]> {
  return page
    .getByRole('grid', { name: label, exact: true })
    .evaluate((table) =>
      [...table.querySelectorAll('[role=row]')]
        .map((row) => [...row.querySelectorAll('[role=rowheader],[role=gridcell]')].map((cell) => cell.textContent?.trim() ?? ''))
        .filter((cells) => cells.length > 0),
    );
}

/** Waits until the table shows exactly `expected`, and fails with what it showed last. */
async function tableShows(page: ChromiumPage, label: string, expected: string[][]): Promise<void> {
  let shown: string[][] = [];
  try {
    await eventually(async () => {
      shown = await tableRows(page, label);
      return JSON.stringify(shown) === JSON.stringify(expected) || null;
    }, 10_000);
  } catch {
    assert.equal(shown, expected, `the table ${label}`);
  }
}

interface UsageRow {
  gateway: string;
  workspace: string;
  sandbox: string;
  requests: number;
}

interface Target {
  gateway: string;
  sandbox: string | null;
  outcome: string;
  reason: string | null;
  code: string | null;
}

interface DiscoveryStatus {
  scanned_at: string;
  found: number;
  registered: number;
  skipped: number;
  candidates: Array<{ name: string; endpoint: string; domain: string; host: string; outcome: string; reason: string | null; detail: string | null }>;
}

const candidateCells = (candidate: DiscoveryStatus['candidates'][number]) => [
  candidate.name,
  candidate.endpoint,
  candidate.domain,
  candidate.outcome,
  [candidate.reason, candidate.detail].filter(Boolean).join(': ') || '—',
];
const usageCells = (row: UsageRow) => [row.sandbox, row.gateway, row.workspace, String(row.requests)];
const targetCells = (target: Target) => [
  target.sandbox ?? 'the whole gateway',
  target.gateway,
  target.outcome,
  [target.code, target.reason].filter(Boolean).join(': ') || '—',
];

test.before(async () => {
  const purpose = 'the usage, fleet and discovery pages of the web console';
  const dnsmasq = requireDnsmasq(purpose);
  browsers = await ConsoleBrowsers.launch(purpose, ORIGIN);
  sim = await startTestSimulator();
  found = await startTestSimulator();
  const [simPort, foundPort] = [sim, found].map((simulator) => Number(simulator.address.split(':').pop()));
  // Two targets: the simulator registered below (by address, so the scan skips it) and one nobody registered yet.
  dns = await startDnsmasq(dnsmasq, {
    zones: ['example.test'],
    srv: [
      { domain: 'example.test', host: 'known.example.test', port: simPort! },
      { domain: 'example.test', host: 'found.example.test', port: foundPort! },
    ],
    hosts: [
      { name: 'known.example.test', address: '127.0.0.1' },
      { name: 'found.example.test', address: '127.0.0.1' },
    ],
  });
  t = await startConsoleService(PORT, {
    SERVICE_BUDGET_METERING_ENABLED: 'true',
    // Polled by the test (runNow), not by the clock.
    SERVICE_BUDGET_INTERVAL_SECONDS: '3600',
    SERVICE_DISCOVERY_DOMAINS: 'example.test',
    SERVICE_DISCOVERY_DEFAULT_SCHEME: 'http',
    SERVICE_DISCOVERY_RESOLVER: dns.address,
    // The targets' names are resolved like every outbound host: by the same server.
    SERVICE_DNS_SERVERS: dns.address,
  });
  admin = await setUpAdmin(ORIGIN);
  // By its DNS name, as an operator would have registered it: the scan then recognises its SRV target.
  await registerGateway(admin, 'sim', `http://known.example.test:${simPort}`);
  for (const name of SANDBOXES) sim.control.seedSandbox({ name });
  await eventually(() => SANDBOXES.every((name) => sim.control.state().sandboxes.some((box) => box.name === name && box.phase === 'SANDBOX_PHASE_READY')));
  for (const [name, calls] of Object.entries(CALLS)) sim.control.emitInference(name, calls, { mode: 'realistic' });
  // A poll may already be under way when the test's starts; polling again counts nothing twice.
  await eventually(async () => {
    await t.kernel.scheduler.runNow('metering.poll');
    const summary = await json<{ items: UsageRow[] }>(admin('GET', '/api/usage/summary'));
    return summary.items.length === SANDBOXES.length || null;
  }, 15_000);
});

test.after(async () => {
  await browsers?.close();
  await t?.stop();
  await closeTestSimulators();
  await dns?.close();
});

test('the usage page shows the summary of each window; a budget set on a sandbox, shown against its use, and cleared', async () => {
  const browser = await open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await nav(page, 'Usage');
  await heading(page, 'Usage');
  const today = await json<{ items: UsageRow[]; since: string }>(admin('GET', '/api/usage/summary?window=daily'));
  assert.equal(
    today.items.map((row) => [row.sandbox, row.requests]),
    [
      ['alpha', 3],
      ['beta', 1],
    ],
  );
  await tableShows(page, 'Metered requests by sandbox', today.items.map(usageCells));
  await page.getByTestId('usage-window').getByText(`Requests counted since ${today.since} (UTC).`).waitFor();
  await checkAccessibility(browser, 'usage page');
  await choose(page.getByRole('radio', { name: 'Total' }));
  await page.getByTestId('usage-window').getByText('Every request counted since metering started.').waitFor();
  const total = await json<{ items: UsageRow[] }>(admin('GET', '/api/usage/summary?window=total'));
  await tableShows(page, 'Metered requests by sandbox', total.items.map(usageCells));

  await page.getByRole('link', { name: 'alpha', exact: true }).click();
  await heading(page, /Sandbox alpha/);
  const budget = page.getByRole('region', { name: 'Budget' });
  await budget.getByText('No budget: requests are not limited.').waitFor();
  await budget.getByLabel('Limit (requests)').fill('2');
  await choose(budget.getByRole('radio', { name: 'This week' }));
  await budget.getByRole('button', { name: 'Set budget' }).click();
  await budget.getByTestId('budget-exceeded').waitFor();
  const stored = await json<{ limit_requests: number; window: string; action: string; used: number; exceeded: boolean }>(
    admin('GET', '/api/gateways/sim/sandboxes/alpha/budget'),
  );
  assert.equal([stored.limit_requests, stored.window, stored.action, stored.used, stored.exceeded], [2, 'weekly', 'notify', 3, true]);
  assert.is(await budget.getByTestId('budget-used').textContent(), String(stored.used));
  const set = await auditRows(t, 'budget.set');
  assert.equal(
    set.map((row) => [row.actor, row.resource_id, row.detail.limit_requests, row.detail.window]),
    [[ADMIN.email, 'alpha', 2, 'weekly']],
  );
  await checkAccessibility(browser, 'sandbox page with a budget');

  await budget.getByRole('button', { name: 'Clear budget' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clear budget' }).click();
  await budget.getByText('No budget: requests are not limited.').waitFor();
  assert.is((await admin('GET', '/api/gateways/sim/sandboxes/alpha/budget')).status, 404);
  assert.is((await auditRows(t, 'budget.delete')).length, 1);
});

test('a fleet action previewed as the API would run it, run after a confirmation, followed to its end, and listed', async () => {
  const browser = await open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await nav(page, 'Fleet');
  await heading(page, 'Fleet actions');
  await page.getByRole('button', { name: /Action/ }).click();
  await page.getByRole('option', { name: 'Apply policy preset' }).click();
  const presets = await json<{ items: { name: string; title: string }[] }>(admin('GET', '/api/policies/presets?limit=100'));
  const npm = presets.items.find((preset) => preset.name === 'npm')!;
  await page.getByRole('button', { name: /Preset/ }).click();
  await page.getByRole('option', { name: npm.title, exact: true }).click();
  await page.getByRole('button', { name: 'Preview' }).click();
  await heading2(page, /^Preview of Apply policy preset:/);
  const presetPreview = await json<{ targets: Target[] }>(
    admin('POST', '/api/fleet/actions', { action: 'apply_preset', params: { preset: 'npm' }, selector: {}, dry_run: true }),
  );
  await tableShows(page, 'Preview targets', presetPreview.targets.map(targetCells));

  await page.getByRole('button', { name: /Action/ }).click();
  await page.getByRole('option', { name: 'Pin policy', exact: true }).click();
  await page.getByLabel('Reason for the pin').fill('change freeze');
  await page.getByLabel('Gateways (names, comma-separated)').fill('sim');
  await choose(page.getByRole('checkbox', { name: 'running' }));
  await page.getByRole('button', { name: 'Preview' }).click();
  await heading2(page, 'Preview of Pin policy: 2 would change, 0 left alone');
  const body = { action: 'pin', params: { reason: 'change freeze' }, selector: { gateways: ['sim'], states: ['running'] } };
  const preview = await json<{ targets: Target[] }>(admin('POST', '/api/fleet/actions', { ...body, dry_run: true }));
  await tableShows(page, 'Preview targets', preview.targets.map(targetCells));
  assert.is((await auditRows(t, 'fleet.action')).length, 0, 'a preview changes nothing');
  await checkAccessibility(browser, 'fleet preview');

  await page.getByRole('button', { name: 'Run fleet action' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText('(the preview found 2 to change)').waitFor();
  await confirm.getByRole('button', { name: 'Run fleet action' }).click();
  await page.getByTestId('fleet-summary').getByText('2 done, 0 skipped, 0 failed.').waitFor();
  const [audited] = await auditRows(t, 'fleet.action');
  assert.equal([audited!.actor, audited!.detail.action, audited!.detail.selector], [ADMIN.email, 'pin', { gateways: ['sim'], states: ['running'] }]);
  const operation = await json<{ status: string; result: { targets: Target[] } }>(admin('GET', `/api/operations/${audited!.resource_id}`));
  assert.is(operation.status, 'succeeded');
  await tableShows(page, 'Run targets', operation.result.targets.map(targetCells));
  assert.equal((await auditRows(t, 'policy.pin')).map((row) => [row.resource_id, row.detail.reason, row.detail.operation_id]).sort(), [
    ['alpha', 'change freeze', audited!.resource_id],
    ['beta', 'change freeze', audited!.resource_id],
  ]);
  const listed = await json<{ items: { timestamp: string; actor: string; resource_id: string }[] }>(admin('GET', '/api/audit?action=fleet.action'));
  await tableShows(
    page,
    'Past fleet actions',
    listed.items.map((entry) => [entry.timestamp, 'pin', 'gateways sim; states running', entry.actor, entry.resource_id]),
  );
  assert.equal(
    listed.items.map((entry) => entry.resource_id),
    [audited!.resource_id],
  );
  await checkAccessibility(browser, 'fleet run');
});

test('the discovery section shows the configured domains; Discover now finds a gateway in DNS, registers it, lists every candidate and is audited', async () => {
  const browser = await open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await nav(page, 'Gateways');
  await heading(page, 'Gateways');
  const discovery = page.getByRole('region', { name: 'Discovery' });
  await discovery.getByTestId('discovery-last-scan').getByText('never').waitFor();
  assert.match((await discovery.getByTestId('discovery-status').textContent()) ?? '', /Domainsexample\.test/);
  await checkAccessibility(browser, 'gateways page with discovery');

  await discovery.getByRole('button', { name: 'Discover now' }).click();
  await discovery.getByTestId('discovery-last-scan').getByText('(manual)').waitFor();
  const status = await json<DiscoveryStatus>(admin('GET', '/api/gateway/discovery/status'));
  const foundName = `found.example.test-${found.address.split(':').pop()}`;
  assert.equal([status.found, status.registered, status.skipped], [2, 1, 1]);
  assert.equal(status.candidates.map((candidate) => [candidate.host, candidate.outcome, candidate.reason]).sort(), [
    ['found.example.test', 'registered', null],
    ['known.example.test', 'skipped', 'already_registered'],
  ]);
  assert.is(await discovery.getByTestId('discovery-last-scan').textContent(), `${status.scanned_at} (manual)`);
  assert.is(await discovery.getByTestId('discovery-counts').textContent(), '2 found, 1 registered, 1 skipped');
  await tableShows(page, 'Discovered candidates', status.candidates.map(candidateCells));
  assert.ok(
    (await tableRows(page, 'Discovered candidates')).some((cells) => cells[0] === foundName && cells[3] === 'registered'),
    'the simulator found in DNS is listed as registered',
  );
  await page.getByRole('grid', { name: 'Gateways', exact: true }).getByRole('link', { name: foundName, exact: true }).waitFor();
  const gateways = await json<{ items: Array<{ name: string; endpoint: string; labels: Record<string, string> }> }>(admin('GET', '/api/gateway/list'));
  const registered = gateways.items.find((gateway) => gateway.name === foundName);
  assert.equal(
    [registered?.endpoint, registered?.labels],
    [`http://found.example.test:${found.address.split(':').pop()}`, { source: 'discovery', domain: 'example.test' }],
  );
  await checkAccessibility(browser, 'gateways page with discovered candidates');
  const audited = await auditRows(t, 'gateway.discovered');
  assert.equal(
    audited.map((row) => [row.actor, row.detail.trigger, row.detail.domains, row.detail.registered_gateways]),
    [[ADMIN.email, 'manual', ['example.test'], [foundName]]],
  );
});

test('a viewer sees usage, budgets, fleet previews and discovery, and is offered none of their writes', async () => {
  const viewer = await createUser(admin, 'viewer@example.com', 'viewer');
  const put = await admin('PUT', '/api/gateways/sim/sandboxes/beta/budget', { limit_requests: 10, window: 'daily', action: 'detach' });
  assert.is(put.status, 201, await put.clone().text());
  const browser = await open();
  const { page } = browser;
  await logIn(page, viewer.email, viewer.password);

  await nav(page, 'Usage');
  await heading(page, 'Usage');
  const today = await json<{ items: UsageRow[] }>(admin('GET', '/api/usage/summary'));
  await tableShows(page, 'Metered requests by sandbox', today.items.map(usageCells));

  await page.getByRole('link', { name: 'beta', exact: true }).click();
  await heading(page, /Sandbox beta/);
  const budget = page.getByRole('region', { name: 'Budget' });
  await budget.getByTestId('budget-used').getByText('1').waitFor();
  for (const name of ['Set budget', 'Update budget', 'Clear budget']) {
    assert.is(await page.getByRole('button', { name, exact: true }).count(), 0, `a viewer is offered ${name}`);
  }
  await checkAccessibility(browser, 'sandbox page as a viewer');

  await nav(page, 'Fleet');
  await heading(page, 'Fleet actions');
  await page.getByRole('button', { name: 'Preview' }).click();
  await heading2(page, /^Preview of Stop: 0 would change/);
  const preview = await json<{ targets: Target[] }>(
    (await apiAs(ORIGIN, viewer))('POST', '/api/fleet/actions', { action: 'stop', selector: {}, dry_run: true }),
  );
  assert.ok(
    preview.targets.every((target) => target.code === 'FORBIDDEN'),
    'every target is refused to a viewer',
  );
  await tableShows(page, 'Preview targets', preview.targets.map(targetCells));
  assert.is(await page.getByRole('button', { name: 'Run fleet action' }).count(), 0, 'a viewer is offered a fleet run');
  assert.is(await page.getByRole('region', { name: 'Past fleet actions' }).count(), 0, 'the audit log is for admins');
  await checkAccessibility(browser, 'fleet page as a viewer');

  await nav(page, 'Gateways');
  await heading(page, 'Gateways');
  await page.getByTestId('discovery-last-scan').getByText('(manual)').waitFor();
  assert.is(await page.getByRole('button', { name: 'Discover now' }).count(), 0, 'a viewer is offered a scan');
});

async function heading2(page: ChromiumPage, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 2, name }).waitFor();
}

test.run();
