// The web console's first load in headless Chromium on the loopback, from a cold cache: bytes transferred (as sent,
// gzip) by kind, and time to interactive from the Chromium performance timeline (navigation start to the app's
// `portcullis:interactive` mark: the first page rendered with the session known). Target: the JavaScript sent on
// first load stays under 250 kB gzip; the charts are a chunk of their own, loaded by the pages that draw one (the
// usage page's load is reported beside the first loads).
//   WEB_CONSOLE_SCREENSHOTS=docs/screenshots npm run bench -- web-console   also writes the README's screenshots
// (login, overview, gateways, a gateway and its health history, a sandbox wide and narrow, approvals, policy, system,
// usage, a fleet preview, users with one's gateway roles); metering is on for those runs only.
// Port 23030, or WEB_CONSOLE_PORT (the service's public URL must be the browser's origin for the session cookie).
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { closeTestSimulators, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import { type ChromiumBrowser, type ChromiumPage, launchChromium } from '@portcullis/testing';
import { bootConsoleService } from '../plugins/web-ui/test/support/console-service.ts';

const PORT = Number(process.env.WEB_CONSOLE_PORT ?? 23030);
const ORIGIN = `http://localhost:${PORT}`;
const ADMIN = { email: 'admin@example.com', password: 'a-long-passphrase-42' };
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SCREENSHOTS = process.env.WEB_CONSOLE_SCREENSHOTS;
/** First-load JavaScript budget, gzip (the charts are loaded later, by the pages that draw them). */
const TARGET_KB = 250;

interface FirstLoad {
  bytes: Record<string, number>;
  interactiveMs: number;
  domContentLoadedMs: number;
}

async function api(path: string, body: unknown, cookie = '', method = 'POST'): Promise<Response> {
  return fetch(`${ORIGIN}${path}`, { method, headers: { 'content-type': 'application/json', origin: ORIGIN, cookie }, body: JSON.stringify(body) });
}

async function read<T>(path: string, cookie: string): Promise<T> {
  return (await (await fetch(`${ORIGIN}${path}`, { headers: { cookie } })).json()) as T;
}

/** One cold load of `path` (a fresh context: no cache), logged in with `cookie` when given. */
async function firstLoad(chromium: ChromiumBrowser, path: string, cookie: string | null): Promise<FirstLoad> {
  const context = await chromium.newContext({ viewport: { width: 1280, height: 800 } });
  if (cookie) {
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: ORIGIN }]);
  }
  const page = await context.newPage();
  const bytes: Record<string, number> = {};
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes();
    const kind = request.resourceType();
    bytes[kind] = (bytes[kind] ?? 0) + sizes.responseBodySize + sizes.responseHeadersSize;
  });
  await page.goto(`${ORIGIN}${path}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => performance.getEntriesByName('portcullis:interactive').length > 0);
  const timing = await page.evaluate(() => {
    // Browser code: typed loosely, the workspace's types are Node's.
    const navigation = performance.getEntriesByType('navigation' as never)[0] as unknown as { domContentLoadedEventEnd: number };
    return { interactive: performance.getEntriesByName('portcullis:interactive')[0]!.startTime, domContentLoaded: navigation.domContentLoadedEventEnd };
  });
  await context.close();
  return { bytes, interactiveMs: timing.interactive, domContentLoadedMs: timing.domContentLoaded };
}

/** Polls until `check` holds: the approvals poll and the health monitor run on their own schedules. */
async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the demo state did not settle');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function report(label: string, loads: FirstLoad[]): void {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  const kinds = Object.keys(loads[0]!.bytes).sort();
  const total = loads[0]!.bytes ? Object.values(loads[0]!.bytes).reduce((a, b) => a + b, 0) : 0;
  console.log(`${label}: ${kinds.map((kind) => `${kind} ${kb(loads[0]!.bytes[kind]!)}`).join(', ')}; total ${kb(total)} (gzip, headers included)`);
  console.log(
    `${label}: time to interactive p50 ${median(loads.map((l) => l.interactiveMs)).toFixed(0)} ms ` +
      `(DOMContentLoaded p50 ${median(loads.map((l) => l.domContentLoadedMs)).toFixed(0)} ms) over ${loads.length} cold loads`,
  );
  const script = loads[0]!.bytes['script'] ?? 0;
  console.log(`${label}: JavaScript ${kb(script)} — target < ${TARGET_KB} kB: ${script < TARGET_KB * 1024 ? 'met' : 'MISSED'}`);
}

/** The chunks no first load fetches (the charts), gzip, as built: what a page that draws a chart adds. */
function reportLazyChunks(): void {
  const assets = fileURLToPath(new URL('../plugins/web-ui/console/assets', import.meta.url));
  const index = readFileSync(join(assets, '..', 'index.html'), 'utf8');
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js') && !index.includes(name))) {
    console.log(`lazy chunk ${file}: ${(gzipSync(readFileSync(join(assets, file))).length / 1024).toFixed(1)} kB gzip (loaded by the pages that need it)`);
  }
}

async function screenshots(chromium: ChromiumBrowser, cookie: string, directory: string): Promise<void> {
  mkdirSync(directory, { recursive: true });
  /** `then` brings the page into the state worth showing (a preview run, a panel opened); it is then shot whole. */
  const shoot = async (page: ChromiumPage, path: string, file: string, ready: string, then?: (page: ChromiumPage) => Promise<void>) => {
    await page.goto(`${ORIGIN}${path}`);
    await page.getByRole('heading', { level: 1, name: ready }).waitFor();
    await then?.(page);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(directory, file), fullPage: Boolean(then) });
  };
  const anonymous = await chromium.newContext({ viewport: { width: 1280, height: 800 } });
  await shoot(await anonymous.newPage(), '/', 'login.png', 'Log in to Portcullis');
  const context = await chromium.newContext({ viewport: { width: 1280, height: 800 } });
  const [name, value] = cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: ORIGIN }]);
  const page = await context.newPage();
  await shoot(page, '/', 'overview.png', 'Overview');
  await shoot(page, '/gateways', 'gateways.png', 'Gateways');
  await shoot(page, '/gateways/sim', 'gateway.png', 'Gateway sim');
  await shoot(page, '/gateways/sim/sandboxes/demo', 'sandbox.png', 'Sandbox demo');
  await shoot(page, '/approvals', 'approvals.png', 'Approvals');
  await shoot(page, '/gateways/sim/sandboxes/demo/policy', 'policy.png', 'Policy of demo');
  await shoot(page, '/system', 'system.png', 'System');
  await shoot(page, '/usage', 'usage.png', 'Usage', (shown) => shown.getByRole('grid', { name: 'Metered requests by sandbox' }).getByText('demo').waitFor());
  await shoot(page, '/fleet', 'fleet.png', 'Fleet actions', async (shown) => {
    await shown.getByRole('button', { name: 'Preview' }).click();
    await shown.getByRole('heading', { level: 2, name: /^Preview of/ }).waitFor();
  });
  await shoot(page, '/gateways/sim', 'gateway-health.png', 'Gateway sim', (shown) =>
    shown.getByRole('grid', { name: 'Health history' }).getByRole('row').nth(3).waitFor(),
  );
  await shoot(page, '/users', 'users.png', 'Users', async (shown) => {
    await shown.getByRole('row').filter({ hasText: 'operator@example.com' }).getByRole('button', { name: 'Gateway roles' }).click();
    await shown.getByRole('grid', { name: 'Gateway roles of operator@example.com' }).getByText('sim').waitFor();
  });
  const narrow = await chromium.newContext({ viewport: { width: 390, height: 844 } });
  await narrow.addCookies([{ name, value, url: ORIGIN }]);
  await shoot(await narrow.newPage(), '/gateways/sim/sandboxes/demo', 'sandbox-narrow.png', 'Sandbox demo');
  console.log(`screenshots written to ${directory}`);
}

const chromium = await launchChromium('the web console benchmark');
if (!chromium) process.exit(0);
// The deployed settings (no test shortcuts: real password hashing and rate limits); a health probe every 2 s so the
// screenshots show the gateway connected.
const t = await bootConsoleService(PORT, {
  SERVICE_HEALTH_INTERVAL_SECONDS: '2',
  // Metering on only for the screenshots (the usage page); the polls are run by hand, never by the clock.
  ...(SCREENSHOTS ? { SERVICE_BUDGET_METERING_ENABLED: 'true', SERVICE_BUDGET_INTERVAL_SECONDS: '3600' } : {}),
});
const sim = await startTestSimulator();
try {
  await api('/api/auth/setup', ADMIN);
  const cookie = (await api('/api/auth/login', ADMIN)).headers.get('set-cookie')!.split(';')[0]!;
  await api('/api/gateway/register', { name: 'sim', endpoint: `http://${sim.address}`, auth_mode: 'none', labels: { env: 'demo' } }, cookie);
  const created = (await (await api('/api/gateways/sim/sandboxes', { name: 'demo', image: 'node:22', presets: ['npm'] }, cookie)).json()) as {
    operation_id: string;
  };
  await fetch(`${ORIGIN}/api/operations/${created.operation_id}/stream`, { headers: { cookie } }).then((r) => r.text());

  const anonymous: FirstLoad[] = [];
  const loggedIn: FirstLoad[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    anonymous.push(await firstLoad(chromium, '/', null));
    loggedIn.push(await firstLoad(chromium, '/', cookie));
  }
  report('login page', anonymous);
  report('overview (logged in)', loggedIn);
  reportLazyChunks();

  if (SCREENSHOTS) {
    sim.control.emitLog('demo', [{ message: 'npm install' }, { message: 'added 212 packages in 3s' }] as never);
    sim.control.simulateDenial({ sandbox: 'demo', host: 'api.github.com', port: 443, binary: '/usr/bin/curl' });
    sim.control.flushDenials('demo');
    sim.control.emitInference('demo', 4, { mode: 'realistic' });
    const user = (await (
      await api('/api/auth/users', { email: 'operator@example.com', role: 'viewer', password: 'another-long-passphrase-7' }, cookie)
    ).json()) as {
      id: string;
    };
    await api(`/api/auth/users/${user.id}/gateway-roles/sim`, { role: 'operator' }, cookie, 'PUT');
    await until(async () => {
      await t.kernel.scheduler.runNow('metering.poll');
      const pending = await read<{ total: number }>('/api/gateways/sim/approvals/pending', cookie);
      const gateway = await read<{ status: string }>('/api/gateways/sim/health', cookie);
      const probes = await read<{ total: number }>('/api/gateways/sim/health/history', cookie);
      const usage = await read<{ items: unknown[] }>('/api/usage/summary', cookie);
      return pending.total > 0 && gateway.status === 'connected' && probes.total >= 3 && usage.items.length > 0;
    });
    // A budget near its limit, for the overview's card (the demo made 4 requests).
    await api('/api/gateways/sim/sandboxes/demo/budget', { limit_requests: 5, window: 'daily', action: 'notify' }, cookie, 'PUT');
    await screenshots(chromium, cookie, SCREENSHOTS);
  }
} finally {
  await chromium.close();
  await t.stop();
  await closeTestSimulators();
}
