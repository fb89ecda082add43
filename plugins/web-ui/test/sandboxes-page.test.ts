// test-dialects: sqlite
// The sandboxes page in a real Chromium against a standard boot and a seeded fleet of simulators (one of them
// down): every gateway's sandboxes in one table as GET /api/sandboxes answers them, the gateway that did not answer
// named in a notice, search, filters, sort and paging kept in the address (a reload shows the same), and a selection
// made across pages carried to the fleet page, whose preview acts on exactly those sandboxes. axe-core on each page.

import type { Simulator } from '@portcullis/openshell-sim';
import { closeTestSimulator, closeTestSimulators, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import { type ChromiumPage, eventually, type TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ConsoleBrowsers } from './support/console-browser.ts';
import {
  ADMIN,
  type ApiCaller,
  checkAccessibility,
  choose,
  heading,
  logIn,
  nav,
  registerGateway,
  setUpAdmin,
  startConsoleService,
} from './support/console-steps.ts';

const PORT = 25240;
const ORIGIN = `http://localhost:${PORT}`;
/** Per gateway: how many sandboxes (`<gateway>-<n>`), more than one page (25) in all. */
const FLEET: Record<string, number> = { north: 14, south: 10, west: 4 };
/** Our labels on a few of them. */
const LABELS: Record<string, Record<string, string>> = {
  'north/north-01': { team: 'web' },
  'north/north-02': { team: 'web', tier: 'gold' },
  'south/south-01': { team: 'web', tier: 'gold' },
  'west/west-03': { team: 'data' },
};

let t: TestKernel;
let admin: ApiCaller;
let browsers: ConsoleBrowsers | null = null;

interface Inventory {
  items: Array<{ gateway: string; name: string; state: string }>;
  total: number;
  unavailable: Array<{ gateway: string; code: string; detail: string }>;
}

async function inventory(query: string): Promise<Inventory> {
  const answer = await admin('GET', `/api/sandboxes${query}`);
  assert.is(answer.status, 200, await answer.clone().text());
  return (await answer.json()) as Inventory;
}

/** Each row of the sandboxes table as `gateway/name`, as the page shows it. */
function shownRows(page: ChromiumPage): Promise<string[]> {
  return page.getByRole('grid', { name: 'Sandboxes', exact: true }).evaluate((table) =>
    [...table.querySelectorAll('[role=row]')]
      .map((row) => [...row.querySelectorAll('[role=rowheader],[role=gridcell]')].map((cell) => cell.textContent?.trim() ?? ''))
      .filter((cells) => cells.length > 1)
      .map((cells) => {
        // With the selection column first, the name is the second cell; the gateway follows it.
        const offset = cells[0] === '' ? 1 : 0;
        return `${cells[offset + 1]}/${cells[offset]}`;
      }),
  );
}

/** Waits until the table shows the API's answer to `query` (in its order), and fails with what it showed last. */
async function tableShows(page: ChromiumPage, query: string): Promise<Inventory> {
  const expected = await inventory(query);
  const want = expected.items.map((item) => `${item.gateway}/${item.name}`);
  let shown: string[] = [];
  try {
    await eventually(async () => {
      shown = await shownRows(page);
      return JSON.stringify(shown) === JSON.stringify(want) || null;
    }, 10_000);
  } catch {
    assert.equal(shown, want, `the table for ${query}`);
  }
  return expected;
}

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return decodeURIComponent(parsed.pathname + parsed.search);
};

async function addressIs(page: ChromiumPage, expected: string): Promise<void> {
  await eventually(() => pathOf(page.url()) === expected || null, 10_000).catch(() => assert.is(pathOf(page.url()), expected));
}

test.before(async () => {
  browsers = await ConsoleBrowsers.launch('the sandboxes page of the web console', ORIGIN);
  t = await startConsoleService(PORT);
  admin = await setUpAdmin(ORIGIN);
  const sims: Simulator[] = [];
  for (const [gateway, count] of Object.entries(FLEET)) {
    const sim = await startTestSimulator();
    await registerGateway(admin, gateway, `http://${sim.address}`);
    for (let n = 1; n <= count; n += 1) sim.control.seedSandbox({ name: `${gateway}-${String(n).padStart(2, '0')}` });
    sims.push(sim);
  }
  await eventually(() => sims.every((sim) => sim.control.state().sandboxes.every((box) => box.phase === 'SANDBOX_PHASE_READY')));
  sims[2]!.control.forceSandboxError('west-04', { reason: 'CrashLoop', message: 'it crashed' });
  for (const [ref, labels] of Object.entries(LABELS)) {
    const [gateway, name] = ref.split('/');
    const patched = await admin('PATCH', `/api/gateways/${gateway}/sandboxes/${name}`, { labels });
    assert.is(patched.status, 200, await patched.clone().text());
  }
  // A gateway that is registered but down: the page names it instead of failing.
  const down = await startTestSimulator();
  await registerGateway(admin, 'east', `http://${down.address}`);
  await closeTestSimulator(down);
});

test.after(async () => {
  await browsers?.close();
  await t?.stop();
  await closeTestSimulators();
});

test('every gateway in one table; search, filters, sort and page in the address; a reload shows the same; the gateway that is down in a notice', async () => {
  const browser = await browsers!.open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await nav(page, 'Sandboxes');
  await heading(page, 'Sandboxes');
  const first = await tableShows(page, '?limit=25');
  assert.is(first.total, 28);
  assert.equal(
    first.unavailable.map((entry) => [entry.gateway, entry.code]),
    [['east', 'GATEWAY_UNAVAILABLE']],
  );
  const notice = page.getByTestId('unavailable-gateways');
  await notice.getByText(`east: ${first.unavailable[0]!.code} (${first.unavailable[0]!.detail})`).waitFor();
  await page.getByRole('navigation', { name: 'Sandboxes pages' }).getByText('1–25 of 28').waitFor();
  await checkAccessibility(browser, 'sandboxes page');

  await page.getByRole('button', { name: 'Next' }).click();
  await addressIs(page, '/sandboxes?offset=25');
  await tableShows(page, '?limit=25&offset=25');

  await page.getByRole('columnheader', { name: /Gateway/ }).click();
  await addressIs(page, '/sandboxes?sort=gateway');
  await tableShows(page, '?limit=25&sort=gateway');
  await page.getByRole('columnheader', { name: /Gateway/ }).click();
  await addressIs(page, '/sandboxes?sort=-gateway');
  await tableShows(page, '?limit=25&sort=-gateway');
  assert.is(await page.getByRole('columnheader', { name: /Gateway/ }).getAttribute('aria-sort'), 'descending');

  await page.getByLabel('Search by name').fill('0');
  await page.getByLabel('Gateways (names, comma-separated)').fill('north, south');
  await page.getByLabel('Labels (key:value, comma-separated)').fill('team:web');
  await addressIs(page, '/sandboxes?q=0&gateway=north&gateway=south&label=team:web&sort=-gateway');
  await tableShows(page, '?limit=25&q=0&gateway=north&gateway=south&label=team:web&sort=-gateway');
  await page.getByLabel('Labels (key:value, comma-separated)').fill('team:web, tier:gold');
  const filtered = '?q=0&gateway=north&gateway=south&label=team:web&label=tier:gold&sort=-gateway';
  await addressIs(page, `/sandboxes${filtered}`);
  const gold = await tableShows(page, `${filtered}&limit=25`);
  assert.equal(
    gold.items.map((item) => `${item.gateway}/${item.name}`),
    ['south/south-01', 'north/north-02'],
  );

  await page.reload();
  await heading(page, 'Sandboxes');
  await tableShows(page, `${filtered}&limit=25`);
  assert.is(await page.getByLabel('Search by name').inputValue(), '0');
  assert.is(await page.getByLabel('Gateways (names, comma-separated)').inputValue(), 'north, south');
  assert.is(await page.getByLabel('Labels (key:value, comma-separated)').inputValue(), 'team:web, tier:gold');

  await page.goto(`${ORIGIN}/sandboxes?state=error`);
  await heading(page, 'Sandboxes');
  await tableShows(page, '?state=error&limit=25');
  assert.match((await page.getByRole('button', { name: /State/ }).textContent()) ?? '', /error/);
  await page.goto(`${ORIGIN}/sandboxes?workspace=default&sort=-created_at`);
  await heading(page, 'Sandboxes');
  await tableShows(page, '?workspace=default&sort=-created_at&limit=25');
  assert.is(await page.getByLabel("Workspace (default: each gateway's own)").inputValue(), 'default');
  await checkAccessibility(browser, 'sandboxes page, filtered by workspace');
});

test('sandboxes picked on two pages go to the fleet page as its selection; its preview acts on exactly those', async () => {
  const browser = await browsers!.open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  // The page is one of the command palette's places, as every section of the navigation is.
  await page.keyboard.press('Control+k');
  await page.getByRole('searchbox', { name: 'Go to a page, gateway or sandbox' }).waitFor();
  await page.keyboard.type('Sandboxes');
  await page.getByRole('menuitem', { name: /^Sandboxes Page$/ }).waitFor();
  await page.keyboard.press('Enter');
  await heading(page, 'Sandboxes');
  await tableShows(page, '?limit=25');
  const fleetButton = page.getByRole('button', { name: /^Fleet action on \d+ selected$/ });
  assert.ok(await fleetButton.isDisabled(), 'nothing selected yet');
  await choose(page.getByRole('checkbox', { name: 'Select north/north-01' }));
  await choose(page.getByRole('checkbox', { name: 'Select north/north-03' }));
  await page.getByRole('button', { name: 'Next' }).click();
  await tableShows(page, '?limit=25&offset=25');
  await choose(page.getByRole('checkbox', { name: 'Select west/west-04' }));
  await page.getByRole('button', { name: 'Fleet action on 3 selected' }).waitFor();
  await checkAccessibility(browser, 'sandboxes page with a selection');

  await page.getByRole('button', { name: 'Fleet action on 3 selected' }).click();
  await heading(page, 'Fleet actions');
  await addressIs(page, '/fleet?sandbox=north/north-01&sandbox=north/north-03&sandbox=west/west-04');
  assert.is(await page.getByLabel('Sandboxes (gateway/name, comma-separated)').inputValue(), 'north/north-01, north/north-03, west/west-04');
  await page.getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('heading', { level: 2, name: /^Preview of Stop:/ }).waitFor();
  const preview = await admin('POST', '/api/fleet/actions', {
    action: 'stop',
    selector: {
      sandboxes: [
        { gateway: 'north', name: 'north-01' },
        { gateway: 'north', name: 'north-03' },
        { gateway: 'west', name: 'west-04' },
      ],
    },
    dry_run: true,
  });
  const targets = ((await preview.json()) as { targets: Array<{ gateway: string; sandbox: string; outcome: string }> }).targets;
  assert.equal(
    targets.map((target) => `${target.gateway}/${target.sandbox} ${target.outcome}`),
    ['north/north-01 would_run', 'north/north-03 would_run', 'west/west-04 skipped'],
  );
  const rows = await page.getByRole('grid', { name: 'Preview targets' }).evaluate((table) =>
    [...table.querySelectorAll('[role=row]')]
      .map((row) => [...row.querySelectorAll('[role=rowheader],[role=gridcell]')].map((cell) => cell.textContent?.trim() ?? ''))
      .filter((cells) => cells.length > 0)
      .map((cells) => `${cells[1]}/${cells[0]} ${cells[2]}`),
  );
  assert.equal(rows, ['north/north-01 would_run', 'north/north-03 would_run', 'west/west-04 skipped']);
  await checkAccessibility(browser, 'fleet page with a selection from the sandboxes page');

  await page.getByRole('button', { name: 'Run fleet action' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Run fleet action' }).click();
  await page.getByTestId('fleet-summary').getByText('2 done, 1 skipped, 0 failed.').waitFor();
  const stopped = await inventory('?state=stopped');
  assert.equal(
    stopped.items.map((item) => `${item.gateway}/${item.name}`),
    ['north/north-01', 'north/north-03'],
    'only the selected sandboxes were stopped',
  );
  await page.getByRole('grid', { name: 'Past fleet actions' }).getByText('sandboxes north/north-01, north/north-03, west/west-04', { exact: true }).waitFor();
});

test.run();
