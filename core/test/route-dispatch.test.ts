// The kernel's route dispatch answers every request as @koa/router's own `routes()` would: the same route, the same
// parameters, the same 404, 405 (with Allow) and OPTIONS answers, for ordinary and for odd paths.
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type KoaRouter from '@koa/router';
import Koa, { type Middleware } from 'koa';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { routeDispatch } from '../src/http/route-dispatch.ts';
import { bySpecificity, routerPath } from '../src/http/router.ts';

const Router: typeof KoaRouter = createRequire(import.meta.url)('@koa/router');

const ROUTES: Array<[method: string, path: string]> = [
  ['GET', '/healthz'],
  ['GET', '/api/gateway/list'],
  ['POST', '/api/gateway/discover'],
  ['GET', '/api/gateway/{name}'],
  ['PATCH', '/api/gateway/{name}'],
  ['GET', '/api/gateways/{gw}/sandboxes'],
  ['GET', '/api/gateways/{gw}/sandboxes/{name}'],
  ['DELETE', '/api/gateways/{gw}/sandboxes/{name}'],
  ['GET', '/api/{area}/search'],
  ['GET', '/{anything}/items'],
  ['GET', '/api/audit'],
  ['GET', '/api/gateways'],
  ['GET', '/api/gateways/{gw}/sandboxes/{name}/logs'],
];

const PATHS = [
  '/healthz',
  '/api/gateway/list',
  '/api/gateway/list/',
  '/API/Gateway/LIST',
  '/api/gateway/discover',
  '/api/gateway/gw-1',
  '/api/gateway/gw%201',
  '/api/gateway/%E0%A4%A',
  '/api/gateways/gw-1/sandboxes',
  '/api/gateways/gw-1/sandboxes/box',
  '/api/gateways/gw-1/sandboxes/box/extra',
  '/api/gateways/gw-1/sandboxes/',
  '/api/gateways/gw-1/sandboxes/box/',
  '/api/gateways/gw-1/sandboxes//',
  '/api/gateways/gw-1//box',
  '/api/gateways/gw-1',
  '/api/gateways',
  '/api/gateways/',
  '/api/gateways/gw-1/sandboxes/box/logs',
  '/elsewhere/items/',
  '/elsewhere/items/more',
  '/api/policies/search',
  '/api/audit/search',
  '/api/gateway/search',
  '/elsewhere/items',
  '/api/items',
  '/api/audit',
  '/api/audit/',
  '/api/',
  '/api',
  '/',
  '//api/gateway/list',
  '/api//gateway',
  '/nothing/here/at/all',
];

const METHODS = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'PUT', 'OPTIONS'];

/** A Koa app answering with which route ran and the parameters it saw, routed by `routing`. */
async function serve(routing: (router: KoaRouter) => Middleware): Promise<{ url: string; server: Server }> {
  const router = new Router();
  for (const [method, path] of [...ROUTES].sort(([, a], [, b]) => bySpecificity({ path: a }, { path: b }))) {
    router.register(routerPath(path), [method], (ctx) => {
      const routed = ctx as typeof ctx & { captures?: string[] };
      ctx.body = { route: `${method} ${path}`, params: ctx.params, captures: routed.captures };
    });
  }
  const app = new Koa();
  app.use(routing(router));
  app.use(router.allowedMethods());
  app.use(async (ctx, next) => {
    await next();
    if (ctx.body === undefined) ctx.set('x-matched', String((ctx as { matched?: unknown[] }).matched?.length ?? 'none'));
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function answer(url: string, method: string, path: string): Promise<unknown> {
  const response = await fetch(url + path, { method });
  return { status: response.status, allow: response.headers.get('allow'), body: method === 'HEAD' ? '' : await response.text() };
}

const dispatch = suite<{ reference: { url: string; server: Server }; dispatched: { url: string; server: Server } }>('route dispatch');

dispatch.before(async (context) => {
  context.reference = await serve((router) => router.routes() as Middleware);
  context.dispatched = await serve(routeDispatch);
});

dispatch.after(({ reference, dispatched }) => {
  reference.server.close();
  dispatched.server.close();
});

dispatch('every method on every path gets the answer router.routes() gives', async ({ reference, dispatched }) => {
  let routed = 0;
  for (const path of PATHS) {
    for (const method of METHODS) {
      const expected = await answer(reference.url, method, path);
      assert.equal(await answer(dispatched.url, method, path), expected, `${method} ${path}`);
      if ((expected as { status: number }).status === 200) routed += 1;
    }
  }
  // The table exercises routed requests, 404s, 405s and OPTIONS alike.
  assert.ok(routed > 20, `only ${routed} routed`);
});

dispatch('a literal route wins over a parameter one, and parameters arrive decoded beside their raw captures', async ({ dispatched }) => {
  const literal = (await (await fetch(`${dispatched.url}/api/gateway/list`)).json()) as { route: string };
  assert.is(literal.route, 'GET /api/gateway/list');
  const named = (await (await fetch(`${dispatched.url}/api/gateway/gw%201`)).json()) as { params: object; captures: string[] };
  assert.equal([named.params, named.captures], [{ name: 'gw 1' }, ['gw%201']]);
});

dispatch('a path no route knows leaves ctx.matched empty; a known path with another method keeps its layers', async ({ dispatched }) => {
  assert.is((await fetch(`${dispatched.url}/nothing/here`)).headers.get('x-matched'), '0');
  // Both the literal route and the parameter route match this path: Allow names the methods of both.
  const wrongMethod = await fetch(`${dispatched.url}/api/gateway/list`, { method: 'PUT' });
  assert.equal([wrongMethod.status, wrongMethod.headers.get('allow')], [405, 'HEAD, GET, PATCH']);
});

dispatch.run();
