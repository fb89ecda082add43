// Policy on the 0.1 line: L7 appends need a complete L7RuleTarget (docs/openshell-0.1.md §2.8), the merge rules of
// docs/openshell-0.0.md §g.1 hold, revisions carry Timestamps, and a stale expected_resource_version is ABORTED with
// RESOURCE_VERSION_CONFLICT.
import * as grpc from '@grpc/grpc-js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { basePolicy, rejects, waitFor } from './helpers.ts';
import type { Harness01 } from './helpers-01.ts';
import { detailsOf, readySandbox01, scope, startHarness01 } from './helpers-01.ts';

let h: Harness01;
test.before(async () => {
  h = await startHarness01();
  const api = {
    name: 'api',
    endpoints: [{ host: 'api.example.com', port: 443, protocol: 'rest', access: 'NETWORK_ACCESS_PRESET_READ_ONLY' }],
    binaries: [{ path: '/usr/bin/curl' }, { path: '/usr/bin/python3' }],
  };
  await readySandbox01(h, 'pol', { policy: basePolicy({ api }) });
});
test.after(() => h.close());

const merge = (...merge_operations: object[]) => h.call('UpdateConfig', { sandbox: 'pol', merge_operations, ...scope() });
const rules = async () => (await h.call('GetSandboxPolicyStatus', { sandbox: 'pol', ...scope() })).revision.policy.network_policies;
const target = (extra: object = {}) => ({
  rule_name: 'api',
  host: 'api.example.com',
  ports: [443],
  binaries: [{ path: '/usr/bin/python3' }, { path: '/usr/bin/curl' }],
  ...extra,
});

test('add_allow_rules / add_deny_rules without a complete target are INVALID_ARGUMENT naming the field', async () => {
  const omitted = await rejects(
    merge({ add_allow_rules: { rules: [{ allow: { method: 'POST', path: '/x' } }] } }),
    grpc.status.INVALID_ARGUMENT,
    /merge_operations\[0\]\.add_allow_rules\.target is required/,
  );
  assert.equal(
    detailsOf(omitted)?.fieldViolations.map((v) => v.field),
    ['merge_operations[0].add_allow_rules.target'],
  );
  await rejects(
    merge({ add_deny_rules: { deny_rules: [{ method: 'DELETE', path: '/' }] } }),
    grpc.status.INVALID_ARGUMENT,
    /add_deny_rules\.target is required/,
  );
  await rejects(
    merge({ add_allow_rules: { rules: [{ allow: { method: 'POST', path: '/x' } }], target: target({ binaries: [] }) } }),
    grpc.status.INVALID_ARGUMENT,
    "merge_operations[0].add_allow_rules.target must name the rule's binaries or set any_binary",
  );
  await rejects(
    merge({ add_allow_rules: { rules: [{ allow: { method: 'POST', path: '/x' } }], target: target({ ports: [] }) } }),
    grpc.status.INVALID_ARGUMENT,
    'merge_operations[0].add_allow_rules.target.ports is required',
  );
  await rejects(
    merge({ add_allow_rules: { rules: [{ allow: { method: 'POST', path: '/x' } }], target: target({ any_binary: true }) } }),
    grpc.status.INVALID_ARGUMENT,
    'merge_operations[0].add_allow_rules.target cannot name binaries and set any_binary',
  );
});

test('a target that does not match the stored rule is refused; a complete one lands on its endpoint', async () => {
  await rejects(
    merge({ add_allow_rules: { rules: [{ allow: { method: 'POST', path: '/x' } }], target: target({ binaries: [{ path: '/usr/bin/curl' }] }) } }),
    grpc.status.FAILED_PRECONDITION,
    "rule 'api' authorizes binaries [/usr/bin/curl, /usr/bin/python3], but the target names binaries [/usr/bin/curl]; refetch the policy and name the rule's complete binary scope",
  );
  await rejects(
    merge({ add_allow_rules: { rules: [{ allow: { method: 'POST', path: '/x' } }], target: target({ ports: [8443] }) } }),
    grpc.status.FAILED_PRECONDITION,
    "endpoint api.example.com:[8443] was not found in rule 'api'",
  );
  await rejects(
    merge({ add_allow_rules: { rules: [{ allow: { method: 'POST', path: '/x' } }], target: target({ rule_name: 'nope' }) } }),
    grpc.status.FAILED_PRECONDITION,
    "rule 'nope' was not found in the current policy",
  );
  await merge(
    { add_allow_rules: { rules: [{ allow: { method: 'POST', path: '/issues' } }], target: target() } },
    { add_deny_rules: { deny_rules: [{ method: 'DELETE', path: '/**' }], target: target({ path: '' }) } },
  );
  const endpoint = (await rules()).api.endpoints[0];
  assert.equal(
    [endpoint.access, endpoint.rules.map((r: any) => r.allow.method), endpoint.deny_rules[0].method],
    ['NETWORK_ACCESS_PRESET_UNSPECIFIED', ['GET', 'HEAD', 'OPTIONS', 'POST'], 'DELETE'],
    'the read-only preset was expanded, as on the 0.0 line',
  );
});

test('add_rule folds into an overlapping rule and refuses widening (docs/openshell-0.0.md §g.1) on the 0.1 line too', async () => {
  await merge({
    add_rule: { rule_name: 'preset_github', rule: { endpoints: [{ host: 'API.github.com', ports: [443] }], binaries: [{ path: '/usr/bin/curl' }] } },
  });
  assert.not.ok((await rules()).preset_github, 'folded into github');
  const both = [
    { host: 'api.github.com', port: 443 },
    { host: 'github.com', port: 443 },
  ];
  await merge({ add_rule: { rule_name: 'github', rule: { endpoints: both, binaries: [{ path: '/usr/bin/curl' }] } } });
  await rejects(
    merge({ add_rule: { rule_name: 'github', rule: { endpoints: [{ host: 'api.github.com', port: 443 }], binaries: [{ path: '/usr/bin/wget' }] } } }),
    grpc.status.FAILED_PRECONDITION,
    "merge operation 0 add-rule 'github' would grant binary '/usr/bin/wget' undeclared authorization for github.com on ports [443]",
  );
});

test('revisions carry Timestamps; a stale expected_resource_version is ABORTED with the current version', async () => {
  const { version } = await merge({
    add_rule: { rule_name: 'docs', rule: { endpoints: [{ host: 'docs.example.com', port: 443 }], binaries: [{ path: '/usr/bin/curl' }] } },
  });
  await waitFor(async () => (await h.call('GetSandboxPolicyStatus', { sandbox: 'pol', version, ...scope() })).revision.status === 'POLICY_STATUS_LOADED');
  const { revisions } = await h.call('ListSandboxPolicies', { sandbox: 'pol', ...scope() });
  assert.ok(revisions.every((r: any) => Number(r.created_time.seconds) > 0 && r.policy === null));
  assert.ok(Number(revisions[0].loaded_time.seconds) > 0);
  const rv = (await h.call('GetSandbox', { name: 'pol', ...scope() })).sandbox.metadata.resource_version;
  const stale = await rejects(
    h.call('UpdateConfig', { sandbox: 'pol', policy: basePolicy(), expected_resource_version: rv + 5, ...scope() }),
    grpc.status.ABORTED,
    `UpdateConfig failed due to concurrent modification (current resource_version: ${rv})`,
  );
  assert.equal(detailsOf(stale)?.errorInfo, {
    reason: 'RESOURCE_VERSION_CONFLICT',
    domain: 'openshell.nvidia.com',
    metadata: { recovery: 'REFRESH_STATE', current_resource_version: String(rv) },
  });
});

test('a global policy locks sandbox updates until it is deleted', async () => {
  assert.is((await h.call('UpdateConfig', { global: true, policy: basePolicy() })).version, 1);
  await rejects(
    h.call('UpdateConfig', { sandbox: 'pol', policy: basePolicy(), ...scope() }),
    grpc.status.FAILED_PRECONDITION,
    'policy is managed globally; delete global policy before sandbox policy update',
  );
  const config = await h.call('GetSandboxConfig', { name: 'pol', ...scope() });
  assert.equal([config.policy_source, config.global_policy_version], ['POLICY_SOURCE_GLOBAL', 1]);
  assert.is((await h.call('UpdateConfig', { global: true, setting_key: 'policy', delete_setting: true })).deleted, true);
});

test.run();
