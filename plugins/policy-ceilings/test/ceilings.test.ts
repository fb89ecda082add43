// The ceiling resource: set (JSON or YAML), read, list, remove, one per selector, roles, audit rows, the event, and
// input that is refused before anything is stored.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { auditOf, CEILING, ceilingFixture, ceilingRows, type Fixture, GITHUB_RULE, PYPI_RULE, putCeiling } from './helpers.ts';

const ceilings = suite<{ f: Fixture }>('policy ceilings');
ceilings.before.each(async (context) => {
  context.f = await ceilingFixture();
});
ceilings.after.each(async ({ f }) => {
  await f.close();
});

ceilings('an admin sets the gateway-wide ceiling (201), replaces it (200), reads and lists it; audited, announced', async ({ f }) => {
  const created = await f.t.http.put(CEILING, { version: 1, filesystem: { read_only: ['/usr'] }, network_policies: { github: GITHUB_RULE } });
  assert.is(created.status, 201, created.text);
  assert.equal([created.body.gateway, created.body.sandbox_selector, created.body.version, created.body.updated_by], ['gw', null, 1, 'admin@test.local']);
  assert.equal(Object.keys(created.body.network_policies), ['github'], 'only network_policies count');
  assert.not.ok('filesystem' in created.body);

  const replaced = await f.t.http.put(CEILING, { network_policies: { github: GITHUB_RULE, pypi: PYPI_RULE } });
  assert.is(replaced.status, 200, replaced.text);
  assert.equal([replaced.body.version, Object.keys(replaced.body.network_policies).sort()], [2, ['github', 'pypi']]);
  assert.is(replaced.body.created_at, created.body.created_at);

  const read = await f.t.http.as('viewer').get(CEILING);
  assert.equal([read.status, read.body], [200, replaced.body]);
  const list = await f.t.http.as('viewer').get('/api/gateways/gw/policy-ceilings');
  assert.equal([list.status, list.body.total, list.body.items[0].version], [200, 1, 2]);

  assert.equal(await ceilingRows(f.t), [{ gateway: 'gw', selector: '', version: 2 }]);
  assert.equal(
    (await auditOf(f.t, 'policy.ceiling.')).map((row) => [row.action, row.actor]),
    [
      ['policy.ceiling.set', 'admin@test.local'],
      ['policy.ceiling.set', 'admin@test.local'],
    ],
  );
  assert.equal(
    f.t.eventsNamed('policy.ceiling_updated').map((event) => {
      const data = event.data as Record<string, unknown>;
      return [data.gateway, data.sandbox_selector, data.action, data.version, data.rule_keys];
    }),
    [
      ['gw', null, 'set', 1, ['github']],
      ['gw', null, 'set', 2, ['github', 'pypi']],
    ],
  );
});

ceilings('a YAML body is accepted; one ceiling per selector, stored in one canonical spelling', async ({ f }) => {
  const yaml = [
    'sandbox_selector: "tier:prod, team:ml"',
    'network_policies:',
    '  github:',
    '    endpoints: [{ host: api.github.com, port: 443 }]',
    '    binaries: [{ path: /usr/bin/curl }]',
  ].join('\n');
  const created = await f.t.http.request('PUT', CEILING, { raw: yaml, headers: { 'content-type': 'application/yaml' } });
  assert.is(created.status, 201, created.text);
  assert.is(created.body.sandbox_selector, 'team:ml,tier:prod');
  const same = await f.t.http.put(CEILING, { sandbox_selector: 'team:ml,tier:prod', network_policies: { pypi: PYPI_RULE } });
  assert.equal([same.status, same.body.version], [200, 2], 'the same selector, spelt otherwise, is the same ceiling');
  await putCeiling(f, { github: GITHUB_RULE });
  assert.equal(await ceilingRows(f.t), [
    { gateway: 'gw', selector: '', version: 1 },
    { gateway: 'gw', selector: 'team:ml,tier:prod', version: 2 },
  ]);

  const one = await f.t.http.get(`${CEILING}?sandbox_selector=${encodeURIComponent('tier:prod,team:ml')}`);
  assert.equal([one.status, one.body.sandbox_selector, Object.keys(one.body.network_policies)], [200, 'team:ml,tier:prod', ['pypi']]);
  assert.is((await f.t.http.get(`${CEILING}?sandbox_selector=team:other`)).body.code, 'POLICY_CEILING_NOT_FOUND');
  assert.is((await f.t.http.get('/api/gateways/gw/policy-ceilings')).body.total, 2);
});

ceilings('remove: 204, then 404; the other selector stays; audited and announced', async ({ f }) => {
  await putCeiling(f, { github: GITHUB_RULE });
  await putCeiling(f, { pypi: PYPI_RULE }, 'team:ml');
  const removed = await f.t.http.delete(`${CEILING}?sandbox_selector=team:ml`);
  assert.is(removed.status, 204, removed.text);
  assert.is((await f.t.http.delete(`${CEILING}?sandbox_selector=team:ml`)).body.code, 'POLICY_CEILING_NOT_FOUND');
  assert.equal(await ceilingRows(f.t), [{ gateway: 'gw', selector: '', version: 1 }]);
  assert.equal(
    (await auditOf(f.t, 'policy.ceiling.')).map((row) => row.action),
    ['policy.ceiling.set', 'policy.ceiling.set', 'policy.ceiling.remove'],
  );
  const last = f.t.eventsNamed('policy.ceiling_updated').at(-1)!.data as Record<string, unknown>;
  assert.equal([last.action, last.sandbox_selector, last.rule_keys], ['removed', 'team:ml', ['pypi']]);
  assert.is((await f.t.http.delete(CEILING)).status, 204);
  assert.is((await f.t.http.get(CEILING)).status, 404);
});

ceilings('viewers and operators read; only admins set or remove (403, nothing stored)', async ({ f }) => {
  await putCeiling(f, { github: GITHUB_RULE });
  for (const role of ['viewer', 'operator'] as const) {
    const put = await f.t.http.as(role).put(CEILING, { network_policies: {} });
    assert.equal([put.status, put.body.code], [403, 'PERMISSION_DENIED'], role);
    const removed = await f.t.http.as(role).delete(CEILING);
    assert.equal([removed.status, removed.body.code], [403, 'PERMISSION_DENIED'], role);
    assert.is((await f.t.http.as(role).get(CEILING)).status, 200);
  }
  assert.equal(await ceilingRows(f.t), [{ gateway: 'gw', selector: '', version: 1 }]);
  assert.is((await auditOf(f.t, 'policy.ceiling.')).length, 1);
});

const REFUSED: Array<[what: string, body: unknown, path: string]> = [
  ['no network_policies', { version: 1 }, 'body.network_policies'],
  ['not a document', ['a'], 'body'],
  ['an unknown field', { network_policies: {}, network_polices: {} }, 'body'],
  ['a bad host', { network_policies: { a: { endpoints: [{ host: '*', port: 443 }] } } }, 'body.network_policies.a.endpoints.0.host'],
  ['a port out of range', { network_policies: { a: { endpoints: [{ host: 'a.example.com', port: 70000 }] } } }, 'body.network_policies.a.endpoints.0.port'],
  [
    'deny rules',
    {
      network_policies: {
        a: { endpoints: [{ host: 'a.example.com', port: 443, protocol: 'rest', access: 'full', deny_rules: [{ method: 'DELETE', path: '**' }] }] },
      },
    },
    'body.network_policies.a.endpoints.0.deny_rules',
  ],
  [
    'an endpoint path selector',
    { network_policies: { a: { endpoints: [{ host: 'a.example.com', port: 443, protocol: 'rest', access: 'full', path: '/api/**' }] } } },
    'body.network_policies.a.endpoints.0.path',
  ],
  [
    'an unmodelled protocol',
    { network_policies: { a: { endpoints: [{ host: 'a.example.com', port: 443, protocol: 'graphql', access: 'read-only' }] } } },
    'body.network_policies.a.endpoints.0.protocol',
  ],
  [
    'a query matcher',
    {
      network_policies: {
        a: { endpoints: [{ host: 'a.example.com', port: 443, protocol: 'rest', rules: [{ allow: { method: 'GET', path: '/', query: { q: 'x' } } }] }] },
      },
    },
    'body.network_policies.a.endpoints.0.rules.0.allow.query',
  ],
  [
    'a bad private range',
    { network_policies: { a: { endpoints: [{ host: 'a.example.com', port: 443, allowed_ips: ['10.0.0.0/33'] }] } } },
    'body.network_policies.a.endpoints.0.allowed_ips.0',
  ],
  ['a selector without a colon', { sandbox_selector: 'team', network_policies: {} }, 'body.sandbox_selector'],
  ['a selector with a bad key', { sandbox_selector: 'te am:ml', network_policies: {} }, 'body.sandbox_selector'],
  ['a selector naming a label twice', { sandbox_selector: 'team:a,team:b', network_policies: {} }, 'body.sandbox_selector'],
  ['a selector that is not a string', { sandbox_selector: 7, network_policies: {} }, 'body.sandbox_selector'],
];

ceilings('bad input: 400 naming the field, nothing stored, nothing audited or announced', async ({ f }) => {
  for (const [what, body, path] of REFUSED) {
    const response = await f.t.http.put(CEILING, body);
    assert.is(response.status, 400, `${what}: ${response.text}`);
    assert.is(response.body.code, 'VALIDATION_ERROR', what);
    assert.ok(
      response.body.errors.some((error: { path: string }) => error.path === path),
      `${what}: ${JSON.stringify(response.body.errors)}`,
    );
  }
  const yaml = await f.t.http.request('PUT', CEILING, { raw: 'network_policies: [unclosed', headers: { 'content-type': 'application/yaml' } });
  assert.is(yaml.status, 400, yaml.text);
  assert.equal(await ceilingRows(f.t), []);
  assert.equal(await auditOf(f.t, 'policy.ceiling.'), []);
  assert.equal(f.t.eventsNamed('policy.ceiling_updated'), []);
  const unknown = await f.t.http.put('/api/gateways/nope/policy-ceiling', { network_policies: {} });
  assert.equal([unknown.status, unknown.body.code], [404, 'GATEWAY_NOT_FOUND']);
});

ceilings('an unregistered gateway takes its ceilings with it', async ({ f }) => {
  await putCeiling(f, { github: GITHUB_RULE });
  await putCeiling(f, { github: GITHUB_RULE }, 'team:ml');
  assert.is((await f.t.http.delete('/api/gateway/gw')).status, 204);
  await f.t.waitForEvent('gateway.unregistered');
  await f.t.kernel.events.settled();
  assert.equal(await ceilingRows(f.t), []);
});

ceilings.run();
