// test-dialects: sqlite
// The overview, the charts and the console's comforts in a real Chromium against a standard boot (metering on) and
// the gateway simulator: each overview card shows what its API answers (sandboxes by state, the oldest pending
// approvals, kill switches engaged and why, budgets near their limit, curfews active now, the audit log's latest
// entries); each chart's table holds exactly the API's numbers (usage per day per sandbox and per gateway, approval
// decisions per day, a gateway's latency and availability); copy buttons and finished actions say so in the toast
// region; the skip link, the disclosure of a chart's table and a toast's dismissal work by keyboard; axe-core on each
// page in both themes.

import { type ChromiumPage, eventually } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { consoleOnSimulator } from './support/console-on-simulator.ts';
import { ADMIN, checkAccessibility, heading, logIn, nav } from './support/console-steps.ts';

const overview = suite('console: overview, charts and comfort');
const f = consoleOnSimulator(overview, {
  port: 26700,
  purpose: 'the overview and charts of the web console',
  gateway: 'sim',
  env: { SERVICE_BUDGET_METERING_ENABLED: 'true', SERVICE_BUDGET_INTERVAL_SECONDS: '3600', SERVICE_CURFEW_CHECK_INTERVAL: '3600' },
  seed: (sim) => {
    for (const name of ['alpha', 'beta', 'gamma']) sim.control.seedSandbox({ name, providers: [] });
  },
});

async function ok<T = any>(response: Promise<Response>, status = 200): Promise<T> {
  const answer = await response;
  assert.is(answer.status, status, await answer.clone().text());
  return (await answer.json()) as T;
}

overview.before(async () => {
  const { t, sim, admin } = f;
  await eventually(() =>
    ['alpha', 'beta', 'gamma'].every((name) => sim.control.state().sandboxes.some((box) => box.name === name && box.phase === 'SANDBOX_PHASE_READY')),
  );
  sim.control.emitInference('alpha', 4, { mode: 'realistic' });
  sim.control.emitInference('beta', 1, { mode: 'realistic' });
  await eventually(async () => {
    await t.kernel.scheduler.runNow('metering.poll');
    return (await ok<{ items: unknown[] }>(admin('GET', '/api/usage/summary'))).items.length === 2 || null;
  }, 15_000);
  await ok(admin('PUT', '/api/gateways/sim/sandboxes/alpha/budget', { limit_requests: 5, window: 'daily', action: 'notify' }), 201);
  await ok(admin('POST', '/api/gateways/sim/sandboxes/gamma/kill-switch/engage'));
  for (const host of ['first.example.org', 'second.example.org']) {
    sim.control.simulateDenial({ sandbox: 'alpha', host, port: 443, binary: '/usr/bin/curl' });
    sim.control.flushDenials('alpha');
    await eventually(
      async () =>
        (await ok<{ items: { endpoint: { host: string } }[] }>(admin('GET', '/api/gateways/sim/approvals/pending'))).items.some(
          (chunk) => chunk.endpoint.host === host,
        ),
      10_000,
    );
  }
  for (let probe = 0; probe < 3; probe += 1) await t.kernel.scheduler.runNow('gateways.health-probe');
});

/** The element that has the keyboard focus. */
function focused(page: ChromiumPage): Promise<{ id: string; text: string }> {
  return page.evaluate(() => {
    // Browser code: typed loosely, the workspace's types are Node's.
    const active = (globalThis as unknown as { document: { activeElement: { id: string; textContent: string | null } | null } }).document.activeElement;
    return { id: active?.id ?? '', text: active?.textContent ?? '' };
  });
}

/** The text of each item of the list under the card headed `title`. */
function cardItems(page: ChromiumPage, title: string): Promise<string[]> {
  return page.getByRole('region', { name: title }).getByRole('listitem').allTextContents();
}

/** A chart's table (behind its disclosure) as rows of cells, the header row first. */
function chartTable(page: ChromiumPage, caption: RegExp): Promise<string[][]> {
  return page
    .locator('figure.chart table')
    .filter({ has: page.locator('caption', { hasText: caption }) })
    .evaluate((table) => [...table.querySelectorAll('tr')].map((row) => [...row.querySelectorAll('th,td')].map((cell) => cell.textContent?.trim() ?? '')));
}

/** Rows `[day, ...values per series]` of counts per day, series in order of first appearance, as the table shows them. */
function expectedTable<T>(days: string[], items: T[], seriesOf: (item: T) => string, dayOf: (item: T) => string, amountOf: (item: T) => number): string[][] {
  const series = [...new Set(items.map(seriesOf))];
  const rows = days.map((day) => [
    day,
    ...series.map((name) => String(items.filter((item) => dayOf(item) === day && seriesOf(item) === name).reduce((sum, item) => sum + amountOf(item), 0))),
  ]);
  return [['Point', ...series], ...rows];
}

async function tableEquals(page: ChromiumPage, caption: RegExp, expected: string[][]): Promise<void> {
  let shown: string[][] = [];
  try {
    await eventually(async () => {
      shown = await chartTable(page, caption).catch(() => []);
      return JSON.stringify(shown) === JSON.stringify(expected) || null;
    }, 10_000);
  } catch {
    assert.equal(shown, expected, `the table of ${caption}`);
  }
}

overview('the overview answers what needs attention, each card as its API says', async () => {
  const browser = await f.browsers.open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  const inventory = await ok<{ items: { state: string }[] }>(f.admin('GET', '/api/sandboxes?limit=1000'));
  const states = page.getByRole('region', { name: 'Sandboxes by state' });
  await states.getByRole('link', { name: `running: ${inventory.items.filter((box) => box.state === 'running').length} sandboxes` }).waitFor();

  const pending = await ok<{ items: { sandbox: string; endpoint: { host: string }; first_seen: string }[] }>(
    f.admin('GET', '/api/gateways/sim/approvals/pending'),
  );
  const oldestFirst = [...pending.items].sort((a, b) => a.first_seen.localeCompare(b.first_seen)).map((chunk) => chunk.endpoint.host);
  await eventually(async () => (await cardItems(page, 'Pending approvals')).length === pending.items.length || null);
  const shownPending = await cardItems(page, 'Pending approvals');
  assert.equal(
    shownPending.map((text) => oldestFirst.find((host) => text.includes(host))),
    oldestFirst,
    'oldest first',
  );
  assert.ok(
    shownPending.every((text) => /^sim \/ alpha .* waiting since .+ago/.test(text)),
    shownPending.join(' | '),
  );

  const switches = await ok<{ items: { sandbox: string; engaged_by: string }[] }>(f.admin('GET', '/api/kill-switches'));
  assert.equal(
    switches.items.map((entry) => [entry.sandbox, entry.engaged_by]),
    [['gamma', 'manual']],
  );
  await eventually(async () => (await cardItems(page, 'Kill switches engaged')).some((text) => text.startsWith('sim / gamma — by hand')) || null);

  const budgets = await ok<{ items: { sandbox: string; used: number; limit_requests: number }[] }>(f.admin('GET', '/api/budgets'));
  assert.equal(
    budgets.items.map((budget) => [budget.sandbox, budget.used, budget.limit_requests]),
    [['alpha', 4, 5]],
  );
  await page.getByRole('region', { name: 'Budgets near their limit' }).getByText('4 of 5 requests (daily)').waitFor();
  await page.getByRole('region', { name: 'Curfews active now' }).getByText('No curfew is active now.').waitFor();
  const audit = await ok<{ items: { action: string }[] }>(f.admin('GET', '/api/audit?limit=8'));
  await eventually(async () => (await cardItems(page, 'Recent activity')).length === audit.items.length || null);
  assert.ok((await cardItems(page, 'Recent activity'))[0]!.includes(audit.items[0]!.action));
  await checkAccessibility(browser, 'overview');

  // A curfew whose window holds this minute (UTC) is active now.
  const minute = new Date().getUTCHours() * 60 + new Date().getUTCMinutes();
  const window = { start_minute: (minute + 1430) % 1440, end_minute: (minute + 10) % 1440, timezone: 'UTC' };
  assert.ok([200, 201].includes((await f.admin('PUT', '/api/gateway/sim/curfew', { enabled: true, ...window })).status));
  await page.reload();
  await page.getByRole('region', { name: 'Curfews active now' }).getByRole('link', { name: 'sim' }).waitFor();
  await ok(f.admin('PUT', '/api/gateway/sim/curfew', { enabled: false, ...window }));
});

overview("each chart's table holds the API's numbers; the table opens by keyboard", async () => {
  const browser = await f.browsers.open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await nav(page, 'Usage');
  await heading(page, 'Usage');
  const usage = await ok<{ days: string[]; items: { day: string; gateway: string; sandbox: string; requests: number }[] }>(
    f.admin('GET', '/api/usage/daily?days=30'),
  );
  assert.equal(usage.items.map((row) => [row.sandbox, row.requests]).sort(), [
    ['alpha', 4],
    ['beta', 1],
  ]);
  await tableEquals(
    page,
    /per sandbox/,
    expectedTable(
      usage.days,
      usage.items,
      (row) => `${row.gateway}/${row.sandbox}`,
      (row) => row.day,
      (row) => row.requests,
    ),
  );
  await page.locator('figure.chart canvas[role=img]').waitFor();
  const summary = page.getByText('Show the data as a table');
  await summary.focus();
  await page.keyboard.press('Enter');
  assert.ok(await page.locator('figure.chart details').evaluate((details) => (details as unknown as { open: boolean }).open), 'Enter opens the table');
  await checkAccessibility(browser, 'usage chart with its table');
  await page.getByRole('radio', { name: 'Per gateway' }).focus();
  await page.keyboard.press('Space');
  await tableEquals(
    page,
    /per gateway/,
    expectedTable(
      usage.days,
      usage.items,
      (row) => row.gateway,
      (row) => row.day,
      (row) => row.requests,
    ),
  );

  const chunk = (
    await ok<{ items: { chunk_id: string; review_token: string | null }[] }>(f.admin('GET', '/api/gateways/sim/sandboxes/alpha/approvals/pending'))
  ).items[0]!;
  await ok(
    f.admin('POST', `/api/gateways/sim/approvals/${chunk.chunk_id}/approve?sandbox=alpha`, chunk.review_token ? { review_token: chunk.review_token } : {}),
  );
  await nav(page, 'Approvals');
  await heading(page, 'Approvals');
  const decided = await ok<{ days: string[]; items: { day: string; action: string; entries: number }[] }>(
    f.admin('GET', '/api/audit/daily?action=approval.approve&action=approval.approve_all&action=approval.reject&days=30'),
  );
  assert.equal(
    decided.items.map((row) => [row.action, row.entries]),
    [['approval.approve', 1]],
  );
  await tableEquals(
    page,
    /Approval decisions per day/,
    expectedTable(
      decided.days,
      decided.items,
      () => 'Approved',
      (row) => row.day,
      (row) => row.entries,
    ),
  );
  await checkAccessibility(browser, 'approvals with their chart');

  await page.goto(`${f.origin}/gateways/sim`);
  await heading(page, /Gateway sim/);
  const probes = await ok<{ items: { probed_at: string; status: string; latency_ms: number | null }[] }>(
    f.admin('GET', '/api/gateways/sim/health/history?limit=500'),
  );
  assert.ok(probes.items.length >= 3, 'three probes at least');
  const oldestFirst = [...probes.items].reverse();
  let latencies: string[] = [];
  await eventually(async () => {
    latencies = (await chartTable(page, /Probe latency of sim/).catch(() => [])).slice(1).map((row) => row[1]!);
    return latencies.length === oldestFirst.length || null;
  }, 10_000);
  assert.equal(
    latencies,
    oldestFirst.map((probe) => (probe.latency_ms === null ? '—' : String(probe.latency_ms))),
  );
  const connected = oldestFirst.filter((probe) => probe.status === 'connected').length;
  const availability = await chartTable(page, /Availability of sim per hour/);
  const perHour = availability.slice(1).map((row) => Number(row[1]));
  assert.ok(perHour.length >= 1 && perHour.length <= 2, 'the probes of the last minutes are in one or two hours');
  if (perHour.length === 1) assert.is(perHour[0], Math.round((connected / oldestFirst.length) * 100));
  await checkAccessibility(browser, 'gateway page with its health charts');
  await page.goto(`${f.origin}/no-such-page`);
  await heading(page, 'Page not found');
  await checkAccessibility(browser, 'a page that does not exist');
  assert.equal(browser.cspViolations, [], 'the charts keep to the Content-Security-Policy');
});

overview('the skip link leads to the page; copying an id and finishing an action say so in toasts; a toast is dismissed by keyboard', async () => {
  const browser = await f.browsers.open();
  const { page } = browser;
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: f.origin });
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`${f.origin}/gateways/sim/sandboxes/beta`);
  await heading(page, /Sandbox beta/);
  await page.keyboard.press('Tab');
  assert.is((await focused(page)).text, 'Skip to the page', 'Tab reaches the skip link first');
  await page.keyboard.press('Enter');
  await eventually(async () => (await focused(page)).id === 'content' || null);
  const toasts = page.getByRole('status', { name: 'Notifications' });
  await page.getByRole('button', { name: 'Copy the sandbox id' }).click();
  await toasts.getByText('Copied the sandbox id.').waitFor();
  const id = (await ok<{ id: string }>(f.admin('GET', '/api/gateways/sim/sandboxes/beta'))).id;
  assert.is(await page.evaluate(() => (navigator as unknown as { clipboard: { readText(): Promise<string> } }).clipboard.readText()), id);

  await page.getByRole('button', { name: 'Engage kill switch' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Engage kill switch' }).click();
  await toasts.getByText('Engage kill switch: done.').waitFor();
  assert.ok((await ok<{ items: { sandbox: string }[] }>(f.admin('GET', '/api/kill-switches'))).items.some((entry) => entry.sandbox === 'beta'));
  await checkAccessibility(browser, 'sandbox page with toasts');
  await toasts.locator('.toast', { hasText: 'Copied the sandbox id.' }).getByRole('button', { name: 'Dismiss' }).focus();
  await page.keyboard.press('Enter');
  await eventually(async () => (await toasts.getByText('Copied the sandbox id.').count()) === 0 || null);
  assert.is(await toasts.getByText('Engage kill switch: done.').count(), 1, 'the other toast stays');
});

overview.run();
