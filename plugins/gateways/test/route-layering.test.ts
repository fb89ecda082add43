// test-dialects: none
// Routes reach a gateway through a service and the line-neutral gateway API, never through the client pool: a
// route file that took a pooled client would skip the audit and the event a service gives.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const DECLARES_ROUTES = /\bapi\.(route|websocket)\(/;
const TOUCHES_POOL = /resolve\(\s*'gatewayClients'\s*\)|client\/pool(\.ts)?'|\bGatewayClientPool\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(dir, file));
}

const routeFiles = readdirSync(join(ROOT, 'plugins'))
  .flatMap((plugin) => sourceFiles(join(ROOT, 'plugins', plugin, 'src')))
  .filter((file) => DECLARES_ROUTES.test(readFileSync(file, 'utf8')));

test('route files are found in every plugin that declares routes', () => {
  assert.ok(routeFiles.length > 40, `${routeFiles.length} route files`);
  assert.ok(routeFiles.some((file) => file.includes('/plugins/gateways/src/routes/')));
});

test('no route file touches the gateway client pool', () => {
  const offenders = routeFiles.filter((file) => TOUCHES_POOL.test(readFileSync(file, 'utf8'))).map((file) => file.slice(ROOT.length));
  assert.equal(offenders, []);
});

test('the pattern recognises the ways a file reaches the pool', () => {
  for (const line of ["request.resolve('gatewayClients').evict(name)", "import { GatewayClientPool } from '../client/pool.ts'", "from './client/pool'"]) {
    assert.ok(TOUCHES_POOL.test(line), line);
  }
});

test.run();
