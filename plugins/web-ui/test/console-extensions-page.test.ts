// test-dialects: sqlite
// Console extensions in a real Chromium: a third party's plugin installed from its packed tarball adds a page to the
// navigation and a tab to the gateway page, loaded at run time within the Content-Security-Policy; the curfew tab
// comes from the curfew plugin's own package; the gateway page's tabs work by keyboard and by deep link; the
// JavaScript of a first load stays within its budget. axe-core on each view, in both themes.
// The console is what is tested here; the API it calls is tested on both databases by its plugins: SQLite only.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { consolePage } from '../../../create-plugin/src/console-templates.ts';
import { pluginNames } from '../../../create-plugin/src/names.ts';
import { consoleOnSimulator } from './support/console-on-simulator.ts';
import { ADMIN, checkAccessibility, createUser, heading, logIn, nav } from './support/console-steps.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/acme-notes', import.meta.url));
const PACKAGE = '@acme/portcullis-plugin-notes';
/** First-load JavaScript, gzip, that the console may send (docs/plugins.md, "Console pages"). */
const FIRST_LOAD_BUDGET = 250 * 1024;

// A deployment directory the way an operator has one: the plugin's tarball installed into its node_modules with
// npm. Inside the workspace, so that the plugin's `@portcullis/core` peer resolves to the kernel that loads it.
const deployment = mkdtempSync(join(fileURLToPath(new URL('.', import.meta.url)), '.deployment-'));

test.before(() => {
  writeFileSync(join(deployment, 'package.json'), JSON.stringify({ name: 'acme-deployment', private: true }));
  const source = join(deployment, 'source');
  cpSync(FIXTURE, source, { recursive: true });
  writeFileSync(join(source, 'console', 'records.js'), consolePage(pluginNames('acme-records')));
  const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', deployment], { cwd: source, encoding: 'utf8' }).trim();
  // The kernel is the peer: it is already installed beside the deployment, so npm must not fetch one.
  execFileSync('npm', ['install', '--silent', '--offline', '--no-audit', '--no-fund', '--legacy-peer-deps', join(deployment, tarball)], {
    cwd: deployment,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
});

const fixture = consoleOnSimulator(test, {
  port: 26600,
  purpose: 'console extensions',
  gateway: 'sim',
  env: { SERVICE_PLUGINS_ADD: PACKAGE, SERVICE_PLUGIN_DIR: deployment },
  seed: (sim) => sim.control.seedSandbox({ name: 'box' }),
});

test.after(() => rmSync(deployment, { recursive: true, force: true }));

interface Listing {
  items: Array<{ id: string; module: string; pages: Array<{ path: string }>; gateway_tabs: Array<{ id: string; role: string }>; sandbox_sections: unknown[] }>;
}

test('the enabled plugins list their extensions, whose modules are served from the same origin', async () => {
  const listing = (await (await fixture.admin('GET', '/api/system/ui-contributions')).json()) as Listing;
  const byId = Object.fromEntries(listing.items.map((item) => [item.id, item]));
  assert.equal(byId['acme-notes']?.pages, [
    { path: '/acme-notes', label: 'Acme notes', role: 'viewer' },
    { path: '/acme-notes/:note', label: 'Acme note', role: 'viewer' },
  ]);
  assert.equal(byId['acme-notes']?.gateway_tabs, [{ id: 'notes', label: 'Notes', role: 'operator' }]);
  assert.equal(byId['acme-notes']?.sandbox_sections, [{ id: 'notes', role: 'viewer' }]);
  assert.equal(byId.curfew?.gateway_tabs, [{ id: 'curfew', label: 'Curfew', role: 'viewer' }]);
  for (const item of listing.items) {
    const module = await fetch(`${fixture.origin}${item.module}`);
    assert.is(module.status, 200, item.module);
    assert.match(module.headers.get('content-type') ?? '', 'text/javascript');
  }
  for (const path of ['/console-extensions/acme-notes/missing.js', '/console-extensions/acme-notes/%2e%2e/index.js', '/console-extensions/nobody/index.js']) {
    const answer = await fetch(`${fixture.origin}${path}`);
    assert.is(answer.status, 404, path);
    assert.match(answer.headers.get('content-type') ?? '', 'application/problem+json');
  }
  assert.is((await fetch(`${fixture.origin}/api/system/ui-contributions`)).status, 401);
});

test("a page and a sandbox section of a plugin installed from its package appear and work, within the page's policy", async () => {
  const browser = await fixture.browsers.open();
  const { page } = browser;
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) refused.push(message.text());
  });
  await logIn(page, ADMIN.email, ADMIN.password);
  await nav(page, 'Acme notes');
  await heading(page, 'Acme notes');
  await page.getByText(/^Signed in as .+ \(admin\)\.$/).waitFor();
  await page.getByRole('list', { name: 'Gateways' }).getByText('sim', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Add note' }).click();
  await page.getByRole('status').getByText('1 notes').waitFor();
  await checkAccessibility(browser, 'a plugin page');

  // A page with parameters is reached by its links, not the navigation; one that fails stays on its own page.
  assert.is(await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Acme note', exact: true }).count(), 0);
  await page.goto(`${fixture.origin}/acme-notes/first`);
  await heading(page, 'Note first');
  await page.goto(`${fixture.origin}/acme-notes/broken`);
  await page
    .getByRole('alert')
    .getByText(/failed: this note cannot be shown/)
    .waitFor();
  await nav(page, 'Acme notes');
  await heading(page, 'Acme notes');

  await page.goto(`${fixture.origin}/gateways/sim/sandboxes/box`);
  await heading(page, /Sandbox box/);
  await page.getByRole('region', { name: 'Acme notes' }).getByText('Notes about sandbox box on sim.').waitFor();
  await checkAccessibility(browser, 'a plugin section on a sandbox page');
  assert.equal(refused, [], 'nothing was refused by the Content-Security-Policy');
  await browser.close();
});

test("the page the scaffold writes for a new plugin lists the plugin's records in the console", async () => {
  const browser = await fixture.browsers.open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await nav(page, 'AcmeRecords');
  await heading(page, 'AcmeRecords');
  await page
    .getByRole('grid', { name: 'Records' })
    .getByRole('row', { name: /First record/ })
    .waitFor();
  await checkAccessibility(browser, 'the scaffold page');
  await browser.close();
});

test('the gateway page: tabs by keyboard and by deep link, a tab a plugin adds shown to the role it names', async () => {
  const browser = await fixture.browsers.open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`${fixture.origin}/gateways/sim/providers`);
  await heading(page, 'Gateway sim');
  const tabs = page.getByRole('tablist', { name: 'Gateway sim' });
  assert.equal(await tabs.getByRole('tab').allTextContents(), ['Overview', 'Sandboxes', 'Providers', 'Policy guards', 'Settings', 'Curfew', 'Notes']);
  await tabs.getByRole('tab', { name: 'Providers', selected: true }).waitFor();
  await page.getByRole('grid', { name: 'Providers' }).waitFor();

  await tabs.getByRole('tab', { name: 'Providers' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.getByRole('heading', { level: 2, name: 'Policy ceilings' }).waitFor();
  assert.is(new URL(page.url()).pathname, '/gateways/sim/guards');
  await page.keyboard.press('End');
  await page.getByText('Notes about gateway sim.').waitFor();
  assert.is(new URL(page.url()).pathname, '/gateways/sim/notes');
  await checkAccessibility(browser, 'a plugin tab');
  await page.keyboard.press('Home');
  await page.getByTestId('role-here').waitFor();
  assert.is(new URL(page.url()).pathname, '/gateways/sim');
  await checkAccessibility(browser, 'the overview tab');
  await page.goBack();
  await page.getByText('Notes about gateway sim.').waitFor();

  const viewer = await createUser(fixture.admin, 'viewer@example.com', 'viewer');
  const viewing = await fixture.browsers.open();
  await logIn(viewing.page, viewer.email, viewer.password);
  await viewing.page.goto(`${fixture.origin}/gateways/sim/sandboxes`);
  await viewing.page.getByRole('grid', { name: 'Sandboxes' }).waitFor();
  const shown = await viewing.page.getByRole('tablist', { name: 'Gateway sim' }).getByRole('tab').allTextContents();
  assert.equal(shown, ['Overview', 'Sandboxes', 'Providers', 'Policy guards', 'Settings', 'Curfew'], 'the Notes tab is for operators');
  await viewing.page.goto(`${fixture.origin}/gateways/sim/notes`);
  await heading(viewing.page, 'Page not found');
  await viewing.close();
  await browser.close();
});

test("the curfew tab, from the curfew plugin's own package, shows and sets the gateway's curfew", async () => {
  const browser = await fixture.browsers.open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`${fixture.origin}/gateways/sim/curfew`);
  await page.getByText('No curfew.').waitFor();
  await page.getByLabel('From (HH:MM)').fill('22:00');
  await page.getByLabel('Until (HH:MM)').fill('06:00');
  await page.getByLabel('Time zone').fill('UTC');
  await page.getByRole('button', { name: 'Set curfew' }).click();
  await page.getByText(/^Daily 22:00–06:00 \(UTC\)/).waitFor();
  const stored = (await (await fixture.admin('GET', '/api/gateway/sim/curfew')).json()) as { start_minute: number; end_minute: number; timezone: string };
  assert.equal([stored.start_minute, stored.end_minute, stored.timezone], [1320, 360, 'UTC']);
  await checkAccessibility(browser, 'the curfew tab');
  await browser.close();
});

test('the JavaScript of a first load stays within its gzip budget; extension modules are not part of it', async () => {
  const html = await (await fetch(`${fixture.origin}/`)).text();
  const urls = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  assert.ok(urls.length > 0, 'the page names its scripts');
  let bytes = 0;
  for (const url of urls) {
    const response = await fetch(`${fixture.origin}${url}`);
    assert.is(response.status, 200, url);
    bytes += gzipSync(Buffer.from(await response.arrayBuffer())).length;
  }
  assert.ok(bytes < FIRST_LOAD_BUDGET, `first-load JavaScript is ${(bytes / 1024).toFixed(1)} kB gzip`);
  assert.not.match(html, '/console-extensions/');
});

test.run();
