// Which route answers when a literal path and a parameter path both match: the literal, at every depth and for
// every method, whatever order the routes and the plugins declaring them come in.

import { createTestKernel, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bySpecificity } from '../src/http/router.ts';
import { shapeDiscoveryPlugin, shapeItemsPlugin } from './fixtures/route-shapes-plugins.ts';

const CASES: Array<[method: string, path: string, route: string]> = [
  ['POST', '/api/shapes/discover', 'POST /api/shapes/discover'],
  ['GET', '/api/shapes/list', 'GET /api/shapes/list'],
  ['GET', '/api/shapes/discovery/status', 'GET /api/shapes/discovery/status'],
  ['GET', '/api/shapes/discovery/other', 'GET /api/shapes/discovery/{part}'],
  ['GET', '/api/shapes/gw-1/status', 'GET /api/shapes/{name}/status'],
  ['GET', '/api/shapes/gw-1', 'GET /api/shapes/{name}'],
  ['GET', '/api/shapes', 'GET /api/shapes'],
  // A literal route declared for POST only leaves the other methods of that path to the parameter route.
  ['PATCH', '/api/shapes/discover', 'PATCH /api/shapes/{name}'],
  ['DELETE', '/api/shapes/list', 'DELETE /api/shapes/{name}'],
  ['GET', '/api/shapes/discover', 'GET /api/shapes/{name}'],
];

for (const [label, plugins] of [
  ['parameters declared first', [shapeItemsPlugin, shapeDiscoveryPlugin]],
  ['literals declared first', [shapeDiscoveryPlugin, shapeItemsPlugin]],
] as const) {
  const order = suite<{ t: TestKernel }>(`route order, ${label}`);
  order.before(async (context) => {
    context.t = await createTestKernel({ plugins: [...plugins] });
  });
  order.after(async ({ t }) => {
    await t.stop();
  });

  order('each request reaches the most literal matching route', async ({ t }) => {
    for (const [method, path, route] of CASES) {
      const response = await t.http.as('viewer').request(method, path);
      assert.equal([response.status, response.body.route], [200, route], `${method} ${path}`);
    }
  });

  order('a method no matching route declares is 405 with every method the path allows', async ({ t }) => {
    const wrong = await t.http.as('viewer').request('PUT', '/api/shapes/discover');
    assert.equal([wrong.status, wrong.body.code], [405, 'METHOD_NOT_ALLOWED']);
    assert.equal((wrong.headers.get('allow') ?? '').split(', ').sort(), ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST']);
  });

  order.run();
}

const sorting = suite('bySpecificity');

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
}

sorting('every declaration order sorts to the same order, each literal before the parameter it competes with', () => {
  const paths = ['/a/{x}', '/a', '/a/list', '/a/{x}/s', '/a/d/s', '/a/d/{y}', '/b/{x}'];
  const sorted = permutations(paths).map((order) =>
    order
      .map((path) => ({ path }))
      .sort(bySpecificity)
      .map((route) => route.path),
  );
  for (const result of sorted) assert.equal(result, sorted[0]);
  const before = (first: string, second: string) => assert.ok(sorted[0]!.indexOf(first) < sorted[0]!.indexOf(second), `${first} before ${second}`);
  before('/a/list', '/a/{x}');
  before('/a/d/s', '/a/d/{y}');
  before('/a/d/{y}', '/a/{x}/s');
});

sorting.run();
