// test-dialects: sqlite
// The command palette in a real Chromium, used by keyboard only: Ctrl+K, a few letters, Enter lands on the page,
// gateway or sandbox; Escape closes it; its header button opens it too. axe-core while it is open. SQLite only, as
// the other console tests (the API it reads is tested on both databases by its plugins).

import type { Simulator } from '@portcullis/openshell-sim';
import { closeTestSimulators, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import type { TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ConsoleBrowsers } from './support/console-browser.ts';
import { ADMIN, checkAccessibility, heading, logIn, registerGateway, setUpAdmin, startConsoleService } from './support/console-steps.ts';

const PORT = 23500;
const ORIGIN = `http://localhost:${PORT}`;

let t: TestKernel;
let sim: Simulator;
let browsers: ConsoleBrowsers | null = null;

test.before(async () => {
  browsers = await ConsoleBrowsers.launch('the command palette of the web console', ORIGIN);
  t = await startConsoleService(PORT);
  sim = await startTestSimulator();
  const admin = await setUpAdmin(ORIGIN);
  await registerGateway(admin, 'edge-lab', `http://${sim.address}`);
  sim.control.seedSandbox({ name: 'crawler' });
});

test.after(async () => {
  await browsers?.close();
  await t?.stop();
  await closeTestSimulators();
});

const pathOf = (url: string) => new URL(url).pathname;

test('Ctrl+K, a few letters and Enter go to a sandbox, a gateway or a page; Escape closes', async () => {
  const browser = await browsers!.open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);

  await page.keyboard.press('Control+k');
  const search = page.getByRole('searchbox', { name: 'Go to a page, gateway or sandbox' });
  await search.waitFor();
  await page.getByRole('menuitem', { name: /crawler on edge-lab/ }).waitFor();
  await checkAccessibility(browser, 'command palette');
  await page.keyboard.type('crawl');
  assert.is(await page.getByRole('menuitem').count(), 1, 'only the sandbox matches');
  await page.keyboard.press('Enter');
  await heading(page, /crawler/);
  assert.is(pathOf(page.url()), '/gateways/edge-lab/sandboxes/crawler');
  assert.is(await search.count(), 0, 'the palette closed once it went');

  await page.keyboard.press('Control+k');
  await page.keyboard.type('edge');
  await page.getByRole('menuitem', { name: /^edge-lab Gateway$/ }).waitFor();
  await page.keyboard.press('Enter');
  await heading(page, 'Gateway edge-lab');

  await page.keyboard.press('Control+k');
  await page.keyboard.type('audi');
  await page.keyboard.press('Enter');
  await heading(page, 'Audit');

  await page.keyboard.press('Control+k');
  await search.waitFor();
  await page.keyboard.press('Escape');
  await search.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: /Go to/ }).click();
  await search.waitFor();
  await page.keyboard.type('no such place');
  await page.getByText('Nothing matches.').waitFor();
});

test.run();
