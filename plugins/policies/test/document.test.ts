// test-dialects: none
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { diffPolicies } from '../src/document/diff.ts';
import { applyChunkId } from '../src/document/fingerprint.ts';
import { type PolicyDocument, policyDocumentSchema } from '../src/document/schema.ts';
import { presetCatalog } from '../src/presets/catalog.ts';

function problems(document: unknown): Record<string, string> {
  const result = policyDocumentSchema.safeParse(document);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const rule = (host: string, extra: Record<string, unknown> = {}) => ({
  name: 'r',
  endpoints: [{ host, port: 443, ...extra }],
  binaries: [{ path: '/usr/bin/curl' }],
});

test('host wildcards: first label only, never bare, never over a TLD', () => {
  assert.equal(
    problems({ network_policies: { ok: rule('*.example.com'), deep: rule('**.example.com'), exact: rule('api.example.com'), ip: rule('10.1.2.3') } }),
    {},
  );
  assert.equal(problems({ network_policies: { bare: rule('*') } }), {
    'network_policies.bare.endpoints.0.host': 'a bare wildcard host would allow everything',
  });
  assert.equal(problems({ network_policies: { tld: rule('*.com') } }), {
    'network_policies.tld.endpoints.0.host': 'a wildcard over a top-level domain (*.com) is too broad',
  });
  assert.equal(problems({ network_policies: { mid: rule('api.*.com') } }), {
    'network_policies.mid.endpoints.0.host': 'wildcards are allowed in the first label only',
  });
  assert.equal(problems({ network_policies: { part: rule('ap*.example.com') } }), {
    'network_policies.part.endpoints.0.host': 'a wildcard must be the whole first label (*.example.com or **.example.com)',
  });
});

test('ports 1-65535, access and rules exclusive, L7 shape rules', () => {
  assert.equal(problems({ network_policies: { p: { endpoints: [{ host: 'a.example.com', port: 70000 }] } } }), {
    'network_policies.p.endpoints.0.port': 'ports are 1-65535',
  });
  assert.equal(problems({ network_policies: { p: { endpoints: [{ host: 'a.example.com', ports: [443, 0] }] } } }), {
    'network_policies.p.endpoints.0.ports.1': 'ports are 1-65535',
  });
  const both = problems({ network_policies: { x: rule('a.example.com', { protocol: 'rest', access: 'read-only', rules: [{ allow: { method: 'GET' } }] }) } });
  assert.is(both['network_policies.x.endpoints.0.rules'], 'access and rules are mutually exclusive');
  assert.equal(problems({ network_policies: { x: rule('a.example.com', { protocol: 'rest' }) } }), {
    'network_policies.x.endpoints.0.protocol': 'protocol rest needs access or rules',
  });
  assert.equal(problems({ network_policies: { x: rule('a.example.com', { deny_rules: [{ method: 'POST' }] }) } }), {
    'network_policies.x.endpoints.0.deny_rules': 'deny_rules need an L7 protocol',
  });
  assert.equal(problems({ network_policies: { _provider_x: rule('a.example.com') } }), {
    'network_policies._provider_x': 'keys starting with _provider_ are reserved for the gateway',
  });
  assert.equal(problems({ network_policies: { x: { endpoints: [{ host: 'a.example.com', port: 1, colour: 'red' }] } } }), {
    'network_policies.x.endpoints.0': 'Unrecognized key: "colour"',
  });
});

test('filesystem paths are absolute without "..", process ids are never root', () => {
  assert.equal(problems({ filesystem: { read_only: ['/usr', 'relative', '/a/../b'], read_write: ['/'] } }), {
    'filesystem.read_only.1': 'paths must be absolute',
    'filesystem.read_only.2': 'paths may not contain ".."',
    'filesystem.read_write.0': 'read-write access to / is too broad',
  });
  assert.equal(problems({ process: { run_as_user: '0', run_as_group: 'wheel' } }), {
    'process.run_as_user': 'running as root (0) is refused',
    'process.run_as_group': 'use "sandbox" or a numeric id',
  });
  assert.equal(problems({ process: { run_as_user: 'sandbox', run_as_group: '1000' } }), {});
});

test('glob and any query matchers; a bare string in YAML means glob', () => {
  const yaml = parse(`
network_policies:
  api:
    endpoints:
      - host: api.example.com
        port: 443
        protocol: rest
        rules:
          - allow: { method: GET, path: /v1/**, query: { page: "1*", sort: { any: [asc, desc] }, q: { glob: "a?c" } } }
filesystem_policy:
  read_only: [/usr]
`);
  const parsed = policyDocumentSchema.parse(yaml);
  assert.equal(parsed.network_policies!.api!.endpoints[0]!.rules![0]!.allow.query, {
    page: { glob: '1*' },
    sort: { any: ['asc', 'desc'] },
    q: { glob: 'a?c' },
  });
  assert.equal(parsed.filesystem, { read_only: ['/usr'] });
  assert.ok(problems({ filesystem: {}, filesystem_policy: {} })[''] !== undefined);
  assert.ok(
    Object.keys(problems({ network_policies: { a: rule('a.example.com', { protocol: 'rest', rules: [{ allow: { query: { p: { any: [] } } } }] }) } })).length >
      0,
  );
});

test('the diff names added, removed and changed rules and filesystem paths', () => {
  const before: PolicyDocument = {
    network_policies: { keep: rule('a.example.com'), gone: rule('b.example.com'), edit: rule('c.example.com') },
    filesystem: { read_only: ['/usr'] },
  };
  const after: PolicyDocument = {
    network_policies: { keep: rule('a.example.com'), edit: rule('d.example.com'), fresh: rule('e.example.com') },
    filesystem: { read_only: ['/usr', '/opt'] },
    process: { run_as_user: 'sandbox' },
  };
  const diff = diffPolicies(before, after);
  assert.equal(
    diff.network_rules.added.map((c) => c.key),
    ['fresh'],
  );
  assert.equal(
    diff.network_rules.removed.map((c) => c.key),
    ['gone'],
  );
  assert.equal(
    diff.network_rules.changed.map((c) => [c.key, c.before.endpoints[0]!.host, c.after.endpoints[0]!.host]),
    [['edit', 'c.example.com', 'd.example.com']],
  );
  assert.equal(diff.filesystem.read_only, { added: ['/opt'], removed: [] });
  assert.equal(diff.process, { before: null, after: { run_as_user: 'sandbox' } });
  assert.is(diff.unchanged, false);
  assert.is(diffPolicies(after, after).unchanged, true);
});

test('the apply chunk id ignores key order and format', () => {
  const json = policyDocumentSchema.parse(JSON.parse('{"version":1,"network_policies":{"a":{"name":"r","endpoints":[{"port":443,"host":"a.example.com"}]}}}'));
  const yaml = policyDocumentSchema.parse(
    parse('network_policies:\n  a:\n    endpoints:\n      - host: a.example.com\n        port: 443\n    name: r\nversion: 1\n'),
  );
  assert.is(applyChunkId(json), applyChunkId(yaml));
  assert.match(applyChunkId(json), /^policy\.apply:[0-9a-f]{16}$/);
  assert.is.not(applyChunkId(json), applyChunkId({ ...json, version: 2 }));
});

test('the preset catalogue loads and covers the required services', () => {
  const catalog = presetCatalog();
  for (const name of ['pypi', 'npm', 'huggingface', 'ollama', 'docker', 'slack', 'github']) assert.ok(catalog.has(name), name);
  for (const preset of catalog.values())
    assert.ok(
      Object.keys(preset.rules).every((key) => key.startsWith(`preset-${preset.name}`)),
      preset.name,
    );
});

test.run();
