// Policy and config (docs/openshell-0.0.md §b.8, §c, §f.7): revisions, hashes, static-field rules, merges, settings,
// global lock.
import { createHash } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Harness } from './helpers.ts';
import { basePolicy, readySandbox, rejects, startHarness, waitFor } from './helpers.ts';

let h: Harness;
let id: string;
test.before(async () => {
  h = await startHarness();
  id = (await readySandbox(h, 'pol', { policy: basePolicy() })).metadata.id;
});
test.after(() => h.close());

const status0 = (name = 'pol') => h.call('GetSandboxPolicyStatus', { name, version: 0 });
const update = (request: object) => h.call('UpdateConfig', { name: 'pol', ...request });
const merge = (...merge_operations: object[]) => update({ merge_operations });
const rules = async () => (await status0()).revision.policy.network_policies;
const waitLoaded = (version: number) =>
  waitFor(
    async () => (await status0()).revision.status === 'POLICY_STATUS_LOADED' && (await status0()).revision.version === version,
    2000,
    `revision ${version} LOADED`,
  );

test('a create-time policy is revision 1, LOADED and active', async () => {
  const { revision, active_version } = await status0();
  assert.equal([revision.version, revision.status, active_version], [1, 'POLICY_STATUS_LOADED', 1]);
  assert.match(revision.policy_hash, /^[0-9a-f]{64}$/);
  assert.ok(revision.policy.network_policies.github);
  h.sim.control.seedSandbox({ name: 'nopol' });
  h.sim.control.holdProvisioning('nopol');
  await rejects(status0('nopol'), status.NOT_FOUND, 'no policy revision found for this sandbox');
});

test('UpdateConfig needs exactly one mutation kind', async () => {
  await rejects(update({}), status.INVALID_ARGUMENT, 'one of policy, setting_key, or merge_operations must be provided');
  await rejects(update({ policy: basePolicy(), setting_key: 'ocsf_json_enabled' }), status.INVALID_ARGUMENT, /mutually exclusive/);
  await rejects(h.call('UpdateConfig', { name: 'ghost', policy: basePolicy() }), status.NOT_FOUND, 'sandbox not found');
});

test('a new policy is born PENDING, then LOADED with older ones SUPERSEDED; same hash adds nothing', async () => {
  const next = basePolicy({ pypi: { name: 'pypi', endpoints: [{ host: 'pypi.org', port: 443 }], binaries: [{ path: '/usr/bin/pip' }] } });
  const result = await update({ policy: next });
  assert.is(result.version, 2);
  assert.is((await status0()).revision.status, 'POLICY_STATUS_PENDING');
  await waitLoaded(2);
  const revisions = (await h.call('ListSandboxPolicies', { name: 'pol' })).revisions;
  assert.equal(
    revisions.map((r: any) => [r.version, r.status]),
    [
      [2, 'POLICY_STATUS_LOADED'],
      [1, 'POLICY_STATUS_SUPERSEDED'],
    ],
  );
  assert.ok(
    revisions.every((r: any) => r.policy === null || r.policy === undefined),
    'list omits bodies',
  );
  assert.is((await h.call('GetSandbox', { name: 'pol' })).sandbox.status.current_policy_version, 2);
  const again = await update({ policy: structuredClone(next) });
  assert.equal([again.version, again.policy_hash], [2, result.policy_hash]);
  assert.is((await h.call('ListSandboxPolicies', { name: 'pol' })).revisions.length, 2);
  const v1 = (await h.call('GetSandboxPolicyStatus', { name: 'pol', version: 1 })).revision;
  assert.is(v1.status, 'POLICY_STATUS_SUPERSEDED');
});

test('policy_hash is sha256 of canonical JSON with sorted keys, independent of key order and defaults', async () => {
  const hash = (await status0()).revision.policy_hash;
  const reordered = basePolicy({ pypi: { binaries: [{ path: '/usr/bin/pip' }], endpoints: [{ port: 443, host: 'pypi.org', protocol: '' }], name: 'pypi' } });
  const result = await update({
    policy: {
      network_policies: reordered.network_policies,
      process: reordered.process,
      landlock: reordered.landlock,
      filesystem: reordered.filesystem,
      version: 1,
    },
  });
  assert.is(result.policy_hash, hash);
  assert.match(hash, /^[0-9a-f]{64}$/);
  assert.is(createHash('sha256').update('{}').digest('hex').length, hash.length);
});

test('static sections: filesystem add-only, include_workdir/landlock/process immutable', async () => {
  const changed = (mutate: (p: any) => void) => {
    const policy: any = basePolicy();
    mutate(policy);
    return update({ policy });
  };
  await rejects(
    changed((p) => {
      p.filesystem.include_workdir = false;
    }),
    status.INVALID_ARGUMENT,
    'filesystem include_workdir cannot be changed on a live sandbox',
  );
  await rejects(
    changed((p) => {
      p.filesystem.read_only = [];
    }),
    status.INVALID_ARGUMENT,
    "filesystem read_only path '/usr' cannot be removed on a live sandbox",
  );
  await rejects(
    changed((p) => {
      p.landlock.compatibility = 'hard_requirement';
    }),
    status.INVALID_ARGUMENT,
    'landlock policy cannot be changed on a live sandbox (applied at startup)',
  );
  await rejects(
    changed((p) => {
      p.process.run_as_user = '1000';
    }),
    status.INVALID_ARGUMENT,
    'process policy cannot be changed on a live sandbox (applied at startup)',
  );
  await rejects(
    changed((p) => {
      delete p.filesystem;
    }),
    status.INVALID_ARGUMENT,
    'filesystem policy cannot be removed on a live sandbox',
  );
  const added = await changed((p) => {
    p.filesystem.read_only.push('/opt');
  });
  assert.ok(added.version >= 3, 'adding a path is allowed');
});

test('reserved _provider_ keys, always-blocked destinations and unsafe hosts are refused', async () => {
  await rejects(
    merge({ add_rule: { rule_name: '_provider_x', rule: { endpoints: [{ host: 'a.example.com', port: 443 }] } } }),
    status.INVALID_ARGUMENT,
    "merge operation add_rule rule_name '_provider_x' uses reserved '_provider_' prefix for provider composition",
  );
  await rejects(
    update({ policy: basePolicy({ _provider_openai: { endpoints: [{ host: 'a.b.com', port: 1 }] } }) }),
    status.INVALID_ARGUMENT,
    /^network_policies key '_provider_openai' uses reserved '_provider_' prefix for provider composition/,
  );
  await rejects(
    merge({ add_rule: { rule_name: 'meta', rule: { endpoints: [{ host: '169.254.169.254', port: 80 }] } } }),
    status.INVALID_ARGUMENT,
    /^proposed rule endpoint host '169\.254\.169\.254' is an always-blocked address/,
  );
  await rejects(
    merge({ add_rule: { rule_name: 'x', rule: { endpoints: [] } } }),
    status.INVALID_ARGUMENT,
    'merge_operations[0].add_rule.rule must contain at least one endpoint',
  );
  await rejects(
    merge({ remove_endpoint: { rule_name: 'x', host: 'a.example.com', port: 0 } }),
    status.INVALID_ARGUMENT,
    'merge_operations[0].remove_endpoint requires host and non-zero port',
  );
  for (const host of ['*', '*.com', 'api.*.example.com']) {
    await rejects(
      merge({ add_rule: { rule_name: 'wild', rule: { endpoints: [{ host, port: 443 }] } } }),
      status.INVALID_ARGUMENT,
      /^policy contains unsafe content: /,
    );
  }
  await merge({ add_rule: { rule_name: 'wild', rule: { endpoints: [{ host: '*.example.com', port: 443 }], binaries: [{ path: '/bin/a' }] } } });
});

test('add_rule on an existing key merges what it declares and refuses widening with FAILED_PRECONDITION (docs/openshell-0.0.md §g.1)', async () => {
  await merge({
    add_rule: {
      rule_name: 'github',
      rule: {
        endpoints: [
          { host: 'api.github.com', port: 443 },
          { host: 'github.com', port: 443 },
        ],
        binaries: [{ path: '/usr/bin/curl' }, { path: '/usr/bin/git' }],
      },
    },
  });
  const github = (await rules()).github;
  assert.equal(
    github.endpoints.map((e: any) => [e.host, e.port, e.ports]),
    [
      ['api.github.com', 443, [443]],
      ['github.com', 443, [443]],
    ],
  );
  assert.equal(
    github.binaries.map((b: any) => b.path),
    ['/usr/bin/curl', '/usr/bin/git'],
  );
  const before = (await status0()).revision.version;
  await rejects(
    merge({ add_rule: { rule_name: 'github', rule: { endpoints: [{ host: 'api.github.com', port: 443 }], binaries: [{ path: '/usr/bin/wget' }] } } }),
    status.FAILED_PRECONDITION,
    "merge operation 0 add-rule 'github' would grant binary '/usr/bin/wget' undeclared authorization for github.com on ports [443]",
  );
  await rejects(
    merge({ add_rule: { rule_name: 'github', rule: { endpoints: [{ host: 'uploads.github.com', port: 443 }], binaries: [{ path: '/usr/bin/git' }] } } }),
    status.FAILED_PRECONDITION,
    "merge operation 0 add-rule 'github' would grant existing binaries new or changed authorization for " +
      'uploads.github.com on ports [443]; also declare /usr/bin/curl',
  );
  assert.is((await status0()).revision.version, before, 'a refused merge writes nothing');
});

test('a new key overlapping an existing rule is folded into it and never appears (docs/openshell-0.0.md §g.1)', async () => {
  const { version } = await merge({
    add_rule: {
      rule_name: 'preset_github',
      rule: {
        endpoints: [{ host: 'API.github.com', ports: [443] }],
        binaries: [{ path: '/usr/bin/curl' }],
      },
    },
  });
  const after = await rules();
  assert.not.ok(after.preset_github, 'folded into github');
  assert.equal(
    after.github.binaries.map((b: any) => b.path),
    ['/usr/bin/curl', '/usr/bin/git'],
  );
  assert.is(version, (await status0()).revision.version, 'nothing changed, so no new revision');
  await merge({ add_rule: { rule_name: 'narrow', rule: { endpoints: [{ host: 'api.github.com', port: 443 }], binaries: [{ path: '/usr/bin/gh' }] } } });
  assert.equal(
    (await rules()).narrow.binaries.map((b: any) => b.path),
    ['/usr/bin/gh'],
    'folding would have widened github, so the new key is kept',
  );
  const logs = (await h.call('GetSandboxLogs', { sandbox_id: id, sources: ['gateway'] })).logs;
  assert.ok(
    logs.some((l: any) => l.level === 'WARN' && /kept add-rule 'narrow' on its own rule instead of folding it into overlapping rule 'github'/.test(l.message)),
  );
  await merge({ remove_rule: { rule_name: 'narrow' } });
});

test('remove_endpoint, L7 allow/deny additions, remove_binary and remove_rule; removals of missing targets are no-ops', async () => {
  await merge({ remove_endpoint: { rule_name: 'github', host: 'github.com', port: 443 } });
  assert.equal(
    (await rules()).github.endpoints.map((e: any) => e.host),
    ['api.github.com'],
  );
  await rejects(
    merge({ add_allow_rules: { host: 'nowhere.example', port: 443, rules: [{ allow: { method: 'GET', path: '/' } }] } }),
    status.FAILED_PRECONDITION,
    'endpoint nowhere.example:443 was not found in the current policy',
  );
  await rejects(
    merge({ add_allow_rules: { host: 'api.github.com', port: 443, rules: [{ allow: { method: 'GET', path: '/' } }] } }),
    status.FAILED_PRECONDITION,
    'endpoint api.github.com:443 has no L7 inspection configured (protocol is empty)',
  );
  await merge({
    add_rule: {
      rule_name: 'api',
      rule: {
        endpoints: [{ host: 'api.example.com', port: 443, protocol: 'rest', enforcement: 'enforce', access: 'read-only' }],
        binaries: [{ path: '/usr/bin/curl' }],
      },
    },
  });
  await merge(
    { add_allow_rules: { host: 'api.example.com', port: 443, rules: [{ allow: { method: 'POST', path: '/issues' } }] } },
    { add_deny_rules: { host: 'api.example.com', port: 443, deny_rules: [{ method: 'DELETE', path: '/**' }] } },
  );
  const endpoint = (await rules()).api.endpoints[0];
  assert.equal(
    [endpoint.access, endpoint.rules.map((r: any) => r.allow.method), endpoint.deny_rules[0].method],
    ['', ['GET', 'HEAD', 'OPTIONS', 'POST'], 'DELETE'],
    'the read-only preset was expanded',
  );
  await merge({ remove_binary: { rule_name: 'github', binary_path: '/usr/bin/curl' } });
  assert.equal(
    (await rules()).github.binaries.map((b: any) => b.path),
    ['/usr/bin/git'],
  );
  await merge({ remove_binary: { rule_name: 'github', binary_path: '/usr/bin/git' } });
  assert.not.ok((await rules()).github, 'last binary removed the rule');
  await merge({ remove_rule: { rule_name: 'wild' } });
  assert.not.ok((await rules()).wild);
  const unchanged = (await status0()).revision.version;
  const noop = await merge(
    { remove_rule: { rule_name: 'wild' } },
    { remove_binary: { rule_name: 'ghost', binary_path: '/x' } },
    { remove_endpoint: { rule_name: 'api', host: 'other.example.com', port: 443 } },
  );
  assert.is(noop.version, unchanged, 'silent no-ops: no error and no new revision');
});

test('a failing operation in a batch writes nothing', async () => {
  const before = (await h.call('ListSandboxPolicies', { name: 'pol' })).revisions.length;
  await rejects(
    merge(
      { add_rule: { rule_name: 'ok', rule: { endpoints: [{ host: 'ok.example.com', port: 443 }], binaries: [{ path: '/x' }] } } },
      { add_deny_rules: { host: 'missing.example.com', port: 443, deny_rules: [{ method: 'DELETE', path: '/' }] } },
    ),
    status.FAILED_PRECONDITION,
    'endpoint missing.example.com:443 was not found in the current policy',
  );
  assert.is((await h.call('ListSandboxPolicies', { name: 'pol' })).revisions.length, before);
});

test('the load-failure hook marks the next revision FAILED; the previous one stays active', async () => {
  await waitFor(async () => (await status0()).revision.status === 'POLICY_STATUS_LOADED');
  const active = (await h.call('GetSandbox', { name: 'pol' })).sandbox.status.current_policy_version;
  h.sim.control.failNextPolicyLoad('pol', 'landlock: unsupported kernel');
  const { version } = await merge({
    add_rule: {
      rule_name: 'doomed',
      rule: {
        endpoints: [{ host: 'doomed.example.com', port: 443 }],
        binaries: [{ path: '/x' }],
      },
    },
  });
  await waitFor(async () => (await status0()).revision.status === 'POLICY_STATUS_FAILED');
  const failed = (await status0()).revision;
  assert.equal([failed.version, failed.load_error], [version, 'landlock: unsupported kernel']);
  assert.is((await status0()).active_version, active);
});

test('GetSandboxConfig lists the four registered settings; settings validation', async () => {
  const config = await h.call('GetSandboxConfig', { sandbox_id: id });
  assert.equal(Object.keys(config.settings).sort(), ['agent_policy_proposals_enabled', 'ocsf_json_enabled', 'proposal_approval_mode', 'providers_v2_enabled']);
  assert.is(config.policy_source, 'POLICY_SOURCE_SANDBOX');
  assert.ok(config.version >= 1 && config.policy);
  await rejects(
    update({ setting_key: 'nope', setting_value: { bool_value: true } }),
    status.INVALID_ARGUMENT,
    "unknown setting key 'nope'. Allowed keys: agent_policy_proposals_enabled, ocsf_json_enabled, proposal_approval_mode, providers_v2_enabled",
  );
  await rejects(update({ setting_key: 'ocsf_json_enabled', setting_value: { string_value: 'yes' } }), status.INVALID_ARGUMENT, /bool/);
  await rejects(update({ setting_key: 'proposal_approval_mode', setting_value: { string_value: 'sometimes' } }), status.INVALID_ARGUMENT, /manual' or 'auto'/);
  await update({ setting_key: 'ocsf_json_enabled', setting_value: { bool_value: true } });
  const after = await h.call('GetSandboxConfig', { sandbox_id: id });
  assert.equal([after.settings.ocsf_json_enabled.value.bool_value, after.settings.ocsf_json_enabled.scope], [true, 'SETTING_SCOPE_SANDBOX']);
  assert.equal(await update({ setting_key: 'ocsf_json_enabled', delete_setting: true }), {
    version: 0,
    policy_hash: '',
    settings_revision: 0,
    deleted: true,
    annotations: {},
  });
  await h.call('UpdateConfig', { global: true, setting_key: 'providers_v2_enabled', setting_value: { bool_value: true } });
  await rejects(update({ setting_key: 'providers_v2_enabled', setting_value: { bool_value: false } }), status.FAILED_PRECONDITION, /managed globally/);
  const gateway = await h.call('GetGatewayConfig', {});
  assert.equal([gateway.settings.providers_v2_enabled.bool_value, gateway.settings_revision], [true, 1]);
});

test('global policy lock and ABORTED on a stale expected_resource_version', async () => {
  const rv = (await h.call('GetSandbox', { name: 'pol' })).sandbox.metadata.resource_version;
  await rejects(
    update({ policy: basePolicy(), expected_resource_version: rv + 5 }),
    status.ABORTED,
    `UpdateConfig failed due to concurrent modification (current resource_version: ${rv})`,
  );
  const global = await h.call('UpdateConfig', { global: true, policy: basePolicy() });
  assert.is(global.version, 1);
  await rejects(update({ policy: basePolicy() }), status.FAILED_PRECONDITION, 'policy is managed globally; delete global policy before sandbox policy update');
  const config = await h.call('GetSandboxConfig', { sandbox_id: id });
  assert.equal([config.policy_source, config.global_policy_version], ['POLICY_SOURCE_GLOBAL', 1]);
  assert.is((await h.call('GetSandboxPolicyStatus', { name: '', global: true })).revision.version, 1);
  assert.is((await h.call('UpdateConfig', { global: true, setting_key: 'policy', delete_setting: true })).deleted, true);
  await update({ policy: basePolicy() });
});

test.run();
