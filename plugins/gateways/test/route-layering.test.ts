// test-dialects: none
// A change flows route → one service method → the line-neutral gateway API (`gatewayApi`) → audit and event
// (docs/plugins.md, "Routes and roles"). Route files reach a gateway through a service, never through the client pool
// (that would skip the wire line too) nor through `gatewayApi` itself (that would leave the audit row and the event to
// each route, and a second caller of the same change without them).
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const DECLARES_ROUTES = /\bapi\.(route|websocket)\(/;
const TOUCHES_POOL = /resolve\(\s*'gatewayClients'\s*\)|client\/pool(\.ts)?'|\bGatewayClientPool\b/;
const RESOLVES_GATEWAY_API = /resolve\(\s*['"]gatewayApi['"]\s*\)/;

// Route files that still call `gatewayApi` themselves, each with the reason.
const CALLS_GATEWAY_API: Record<string, string> = {
  'plugins/gateways/src/routes/inspect.ts':
    "GET .../config reads GetGatewayConfig: `gatewayApi` is this plugin's own service, and a read has no audit row or event for a service to add.",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(dir, file));
}

/** A file that declares routes, or a helper of them in a `routes` folder. */
function isRouteFile(file: string): boolean {
  return file.includes(`${sep}routes${sep}`) || DECLARES_ROUTES.test(readFileSync(file, 'utf8'));
}

const routeFiles = readdirSync(join(ROOT, 'plugins'))
  .flatMap((plugin) => sourceFiles(join(ROOT, 'plugins', plugin, 'src')))
  .filter(isRouteFile);

function offenders(pattern: RegExp): string[] {
  return routeFiles.filter((file) => pattern.test(readFileSync(file, 'utf8'))).map((file) => file.slice(ROOT.length));
}

test('route files are found in every plugin that declares routes', () => {
  assert.ok(routeFiles.length > 40, `${routeFiles.length} route files`);
  assert.ok(routeFiles.some((file) => file.includes('/plugins/gateways/src/routes/')));
});

test('no route file touches the gateway client pool', () => {
  assert.equal(offenders(TOUCHES_POOL), []);
});

test('no route file resolves gatewayApi: routes call a service method of their plugin', () => {
  assert.equal(
    offenders(RESOLVES_GATEWAY_API).filter((file) => !(file in CALLS_GATEWAY_API)),
    [],
  );
});

test('every listed exception still calls gatewayApi (a file that stopped is taken off the list)', () => {
  const calling = new Set(offenders(RESOLVES_GATEWAY_API));
  assert.equal(
    Object.keys(CALLS_GATEWAY_API).filter((file) => !calling.has(file)),
    [],
  );
});

test('the patterns recognise the ways a file reaches the pool and the gateway API', () => {
  for (const line of ["request.resolve('gatewayClients').evict(name)", "import { GatewayClientPool } from '../client/pool.ts'", "from './client/pool'"]) {
    assert.ok(TOUCHES_POOL.test(line), line);
  }
  for (const line of [
    "request.resolve('gatewayApi').sandboxes.create(scope, spec)",
    "request\n  .resolve( 'gatewayApi' )\n  .sandboxes",
    'resolve("gatewayApi")',
  ]) {
    assert.ok(RESOLVES_GATEWAY_API.test(line), line);
  }
});

test.run();
