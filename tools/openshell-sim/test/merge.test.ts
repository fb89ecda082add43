// The merge engine against upstream's own cases (openshell-policy merge.rs tests, same names): endpoint-overlap
// folding, refused widening, endpoint normalisation, no-op removals, L7 additions and coverage.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { canonicalizeAdvisorAddRule } from '../src/policy/merge/advisor.ts';
import { policyCoversRule } from '../src/policy/merge/coverage.ts';
import type { MergeErrorKind } from '../src/policy/merge/errors.ts';
import { PolicyMergeError } from '../src/policy/merge/errors.ts';
import type { MergeOp } from '../src/policy/merge/operations.ts';
import { mergePolicy } from '../src/policy/merge/operations.ts';
import type { NetworkPolicyRule, SandboxPolicy } from '../src/state/types.ts';

const endpoint = (host: string, ...ports: number[]) => ({ host, port: ports[0] ?? 0, ports });
const rest = (method: string, path: string) => ({ allow: { method, path } });
const rule = (name: string, endpoints: object[], binaries: string[]): NetworkPolicyRule => ({ name, endpoints, binaries: binaries.map((path) => ({ path })) });
const policyWith = (rules: Record<string, NetworkPolicyRule>): SandboxPolicy => ({ version: 1, network_policies: rules });
const addRule = (ruleName: string, incoming: NetworkPolicyRule): MergeOp => ({ kind: 'add_rule', ruleName, rule: incoming });

function refused(policy: SandboxPolicy, ops: MergeOp[], kind: MergeErrorKind): PolicyMergeError {
  try {
    mergePolicy(policy, ops);
  } catch (error) {
    assert.instance(error, PolicyMergeError);
    assert.is((error as PolicyMergeError).kind, kind, (error as Error).message);
    return error as PolicyMergeError;
  }
  throw new assert.Assertion({ message: `expected ${kind}`, operator: 'refused', generated: false, expects: kind, actual: 'merged' });
}

test('add_rule_without_existing_match_inserts_requested_key', () => {
  const { policy } = mergePolicy(policyWith({}), [addRule('allow_api_example_com_443', rule('custom', [endpoint('api.example.com', 443)], []))]);
  assert.ok(policy.network_policies!['allow_api_example_com_443']);
});

test('add_rule_still_merges_user_chunk_into_user_rule_by_endpoint_overlap', () => {
  const { policy, warnings } = mergePolicy(policyWith({ custom_github: rule('custom_github', [endpoint('api.github.com', 443)], []) }), [
    addRule('different_name', rule('ignored_when_merging', [endpoint('api.github.com', 443)], ['/usr/bin/curl'])),
  ]);
  assert.equal(Object.keys(policy.network_policies!), ['custom_github'], 'the new key never appears');
  assert.equal(policy.network_policies!['custom_github']!.binaries, [], 'an any-binary rule is not narrowed');
  assert.ok(warnings.includes("rule 'custom_github' already authorizes any binary; kept that scope instead of narrowing it to /usr/bin/curl"));
});

test('add_rule_does_not_merge_agent_chunk_into_provider_rule', () => {
  const provider = rule(
    '_provider_work_github',
    [{ ...endpoint('api.github.com', 443), protocol: 'rest', enforcement: 'enforce', access: 'read-write' }],
    ['/usr/bin/gh'],
  );
  const agent = rule(
    'github_contents_put',
    [{ ...endpoint('api.github.com', 443), protocol: 'rest', enforcement: 'enforce', rules: [rest('PUT', '/repos/owner/repo/contents/file.md')] }],
    ['/usr/bin/curl'],
  );
  const { policy } = mergePolicy(policyWith({ _provider_work_github: provider }), [addRule('github_contents_put', agent)]);
  const after = policy.network_policies!['_provider_work_github']!;
  assert.equal([after.binaries!.map((b) => b.path), after.endpoints![0]!.access, after.endpoints![0]!.rules ?? []], [['/usr/bin/gh'], 'read-write', []]);
  assert.equal(
    policy.network_policies!['github_contents_put']!.binaries!.map((b) => b.path),
    ['/usr/bin/curl'],
  );
});

test('overlapping_complete_authorization_still_folds_into_the_existing_rule', () => {
  const { policy } = mergePolicy(policyWith({ existing: rule('existing', [endpoint('api.example.com', 443)], ['/usr/bin/trusted']) }), [
    addRule('refinement', rule('refinement', [endpoint('api.example.com', 443)], ['/usr/bin/trusted', '/usr/bin/second'])),
  ]);
  assert.not.ok(policy.network_policies!['refinement']);
  assert.is(policy.network_policies!['existing']!.binaries!.length, 2);
});

test('overlapping_partial_authorization_keeps_its_requested_rule_name', () => {
  const existing = rule('existing', [endpoint('api.example.com', 443), endpoint('admin.example.com', 443)], ['/usr/bin/trusted']);
  const { policy, warnings } = mergePolicy(policyWith({ existing }), [
    addRule('narrow_grant', rule('narrow_grant', [endpoint('api.example.com', 443)], ['/usr/bin/limited'])),
  ]);
  const narrow = policy.network_policies!['narrow_grant']!;
  assert.equal([narrow.binaries!.length, narrow.endpoints!.length], [1, 1]);
  assert.ok(warnings.some((w) => w.startsWith("kept add-rule 'narrow_grant' on its own rule instead of folding it into overlapping rule 'existing': ")));
  assert.equal(
    policy.network_policies!['existing']!.binaries!.map((b) => b.path),
    ['/usr/bin/trusted'],
  );
});

test('new_binary_cannot_inherit_an_undeclared_existing_rest_endpoint', () => {
  const existing = rule('existing', [{ ...endpoint('admin.example.com', 443), protocol: 'rest', rules: [rest('GET', '/admin')] }], ['/usr/bin/trusted']);
  const error = refused(
    policyWith({ existing }),
    [addRule('existing', rule('existing', [endpoint('public.example.com', 443)], ['/usr/bin/untrusted']))],
    'NewBinaryWouldInheritAuthorization',
  );
  assert.is(
    error.message,
    "merge operation 0 add-rule 'existing' would grant binary '/usr/bin/untrusted' undeclared " + 'authorization for admin.example.com on ports [443]',
  );
  assert.is(error.toGatewayError().code, 9, 'FAILED_PRECONDITION');
});

test('new_binary_split_declaration_must_still_cover_every_port', () => {
  const existing = rule('existing', [endpoint('api.example.com', 443, 8443)], ['/usr/bin/trusted']);
  const error = refused(
    policyWith({ existing }),
    [addRule('existing', rule('existing', [endpoint('api.example.com', 443)], ['/usr/bin/trusted', '/usr/bin/second']))],
    'NewBinaryWouldInheritAuthorization',
  );
  assert.match(error.message, /on ports \[8443\]$/);
});

test('new_binary_may_declare_one_endpoints_ports_across_several_declarations', () => {
  const existing = rule('existing', [endpoint('api.example.com', 443, 8443)], ['/usr/bin/trusted']);
  const { policy } = mergePolicy(policyWith({ existing }), [
    addRule('existing', rule('existing', [endpoint('api.example.com', 443), endpoint('api.example.com', 8443)], ['/usr/bin/trusted', '/usr/bin/second'])),
  ]);
  assert.ok(policy.network_policies!['existing']!.binaries!.some((b) => b.path === '/usr/bin/second'));
});

test('any_binary_proposal_cannot_inherit_undeclared_endpoints', () => {
  const existing = rule('existing', [endpoint('api.example.com', 443), endpoint('admin.example.com', 443)], ['/usr/bin/trusted']);
  const error = refused(
    policyWith({ existing }),
    [addRule('existing', rule('existing', [endpoint('api.example.com', 443)], []))],
    'NewBinaryWouldInheritAuthorization',
  );
  assert.match(error.message, /would grant any binary undeclared authorization for admin\.example\.com/);
});

test('existing_binary_scope_must_be_declared_for_a_new_endpoint', () => {
  const existing = rule('existing', [endpoint('rest.example.com', 443)], ['/usr/bin/first', '/usr/bin/second']);
  const error = refused(
    policyWith({ existing }),
    [addRule('existing', rule('existing', [endpoint('new.example.com', 443)], ['/usr/bin/first']))],
    'ExistingBinariesWouldInheritAuthorization',
  );
  assert.is(
    error.message,
    "merge operation 0 add-rule 'existing' would grant existing binaries new or changed " +
      'authorization for new.example.com on ports [443]; also declare /usr/bin/second',
  );
});

test('declaring_every_binary_does_not_license_an_undeclared_port', () => {
  const existing = rule('existing', [{ ...endpoint('api.example.com', 443, 8443), protocol: 'rest', rules: [rest('GET', '/x')] }], ['/usr/bin/only']);
  const incoming = rule('existing', [{ ...endpoint('api.example.com', 443), protocol: 'rest', rules: [rest('POST', '/y')] }], ['/usr/bin/only']);
  const error = refused(policyWith({ existing }), [addRule('existing', incoming)], 'UndeclaredPortWouldChange');
  assert.is(
    error.message,
    "merge operation 0 add-rule 'existing' would change authorization for api.example.com on " +
      'undeclared ports [8443]; declare every port of the endpoint it modifies',
  );
});

test('naming_every_changed_port_is_accepted', () => {
  const existing = rule('existing', [{ ...endpoint('api.example.com', 443, 8443), protocol: 'rest', rules: [rest('GET', '/x')] }], ['/usr/bin/only']);
  const incoming = rule('existing', [{ ...endpoint('api.example.com', 443, 8443), protocol: 'rest', rules: [rest('POST', '/y')] }], ['/usr/bin/only']);
  const { policy } = mergePolicy(policyWith({ existing }), [addRule('existing', incoming)]);
  assert.is(policy.network_policies!['existing']!.endpoints![0]!.rules!.length, 2);
});

test('undeclared_port_conflict_keeps_a_differently_named_rule_separate', () => {
  const existing = rule('existing', [{ ...endpoint('api.example.com', 443, 8443), protocol: 'rest', rules: [rest('GET', '/x')] }], ['/usr/bin/only']);
  const incoming = rule('narrow', [{ ...endpoint('api.example.com', 443), protocol: 'rest', rules: [rest('POST', '/y')] }], ['/usr/bin/only']);
  const { policy } = mergePolicy(policyWith({ existing }), [addRule('narrow', incoming)]);
  assert.equal(Object.keys(policy.network_policies!).sort(), ['existing', 'narrow']);
  assert.is(policy.network_policies!['existing']!.endpoints![0]!.rules!.length, 1, 'existing rule untouched');
});

test('declaration_may_omit_retained_fields_it_does_not_change', () => {
  for (const extra of [
    { enforcement: 'enforce' },
    { protocol: 'rest' },
    { tls: 'skip' },
    { protocol: 'rest', access: 'read-only' },
    { credential_signing: 'sigv4', signing_service: 's3', signing_region: 'us-west-2' },
    { json_rpc_max_body_bytes: 65536 },
  ]) {
    const existing = rule('existing', [{ ...endpoint('api.example.com', 443), ...extra }], ['/usr/bin/trusted']);
    mergePolicy(policyWith({ existing }), [addRule('existing', rule('existing', [endpoint('api.example.com', 443)], ['/usr/bin/trusted', '/usr/bin/second']))]);
  }
});

test('declaration_that_contradicts_a_retained_field_is_still_rejected', () => {
  const existing = rule('existing', [{ ...endpoint('api.example.com', 443), protocol: 'rest' }], ['/usr/bin/trusted']);
  refused(
    policyWith({ existing }),
    [addRule('existing', rule('existing', [{ ...endpoint('api.example.com', 443), protocol: 'websocket' }], ['/usr/bin/trusted', '/usr/bin/second']))],
    'NewBinaryWouldInheritAuthorization',
  );
});

test('naming_binaries_does_not_narrow_an_any_binary_rule', () => {
  const { policy } = mergePolicy(policyWith({ wide: rule('wide', [endpoint('api.example.com', 443)], []) }), [
    addRule('wide', rule('wide', [endpoint('api.example.com', 443)], ['/usr/bin/one'])),
  ]);
  assert.equal(policy.network_policies!['wide']!.binaries, []);
});

test('any_binary_proposal_replaces_a_restricted_scope_once_fully_declared', () => {
  const incoming = rule('existing', [endpoint('api.example.com', 443)], []);
  const { policy } = mergePolicy(policyWith({ existing: rule('existing', [endpoint('api.example.com', 443)], ['/usr/bin/trusted']) }), [
    addRule('existing', incoming),
  ]);
  assert.equal(policy.network_policies!['existing']!.binaries, []);
  assert.ok(policyCoversRule(policy, incoming));
});

test('endpoints are normalised on merge: port is the first of the sorted ports, ports the full list', () => {
  const { policy } = mergePolicy(policyWith({ multi: rule('multi', [{ host: 'api.example.com', port: 8443, ports: [] }], []) }), [
    addRule('multi', rule('multi', [{ host: 'api.example.com', ports: [443, 8443, 443] }], [])),
    addRule('fresh', rule('fresh', [{ host: 'fresh.example.com', port: 0, ports: [9443, 8443] }], ['/usr/bin/x'])),
  ]);
  const multi = policy.network_policies!['multi']!.endpoints![0]!;
  assert.equal([multi.port, multi.ports], [443, [443, 8443]]);
  const fresh = policy.network_policies!['fresh']!.endpoints![0]!;
  assert.equal([fresh.port, fresh.ports], [8443, [8443, 9443]]);
});

test('removals of a missing rule, binary or endpoint are silent no-ops', () => {
  const start = policyWith({ github: rule('github', [endpoint('api.github.com', 443)], ['/usr/bin/gh']) });
  const { policy, changed } = mergePolicy(start, [
    { kind: 'remove_rule', ruleName: 'ghost' },
    { kind: 'remove_binary', ruleName: 'ghost', binaryPath: '/usr/bin/gh' },
    { kind: 'remove_binary', ruleName: 'github', binaryPath: '/usr/bin/other' },
    { kind: 'remove_endpoint', ruleName: 'ghost', host: 'api.github.com', port: 443 },
    { kind: 'remove_endpoint', ruleName: 'github', host: 'other.example.com', port: 443 },
  ]);
  assert.equal([changed, policy], [false, start]);
});

test('remove_endpoint_drops_only_requested_port', () => {
  const { policy } = mergePolicy(policyWith({ multi: rule('multi', [endpoint('api.example.com', 80, 443)], []) }), [
    { kind: 'remove_endpoint', ruleName: undefined, host: 'api.example.com', port: 443 },
  ]);
  const left = policy.network_policies!['multi']!.endpoints![0]!;
  assert.equal([left.ports, left.port], [[80], 80]);
});

test('remove_binary_removes_rule_when_last_binary_is_deleted', () => {
  const { policy } = mergePolicy(policyWith({ github: rule('github', [endpoint('api.github.com', 443)], ['/usr/bin/gh']) }), [
    { kind: 'remove_binary', ruleName: 'github', binaryPath: '/usr/bin/gh' },
  ]);
  assert.not.ok(policy.network_policies!['github']);
});

test('remove_binary_rejects_an_any_binary_rule_instead_of_doing_nothing', () => {
  const error = refused(
    policyWith({ wide: rule('wide', [endpoint('api.example.com', 443)], []) }),
    [{ kind: 'remove_binary', ruleName: 'wide', binaryPath: '/usr/bin/untrusted' }],
    'CannotRemoveBinaryFromAnyBinaryScope',
  );
  assert.match(error.message, /^merge operation 0 cannot remove binary '\/usr\/bin\/untrusted' from rule 'wide'/);
});

test('add_allow_expands_access_preset', () => {
  const { policy, warnings } = mergePolicy(
    policyWith({ github: rule('github', [{ ...endpoint('api.github.com', 443), protocol: 'rest', access: 'read-only' }], []) }),
    [{ kind: 'add_allow_rules', host: 'api.github.com', port: 443, rules: [rest('POST', '/repos/*/issues')] }],
  );
  const target = policy.network_policies!['github']!.endpoints![0]!;
  assert.equal([target.access, target.rules!.length], ['', 4]);
  assert.ok(warnings.includes("expanded access preset 'read-only' to explicit rules for endpoint api.github.com:443"));
});

test('L7 additions need one inspected rest/websocket endpoint with that host and port', () => {
  const plain = policyWith({ plain: rule('plain', [endpoint('plain.example.com', 443)], ['/x']) });
  refused(plain, [{ kind: 'add_allow_rules', host: 'missing.example.com', port: 443, rules: [rest('GET', '/')] }], 'EndpointNotFound');
  refused(plain, [{ kind: 'add_allow_rules', host: 'plain.example.com', port: 443, rules: [rest('GET', '/')] }], 'EndpointHasNoL7Inspection');
  const sql = policyWith({ db: rule('db', [{ ...endpoint('db.example.com', 5432), protocol: 'sql', access: 'full' }], []) });
  refused(sql, [{ kind: 'add_deny_rules', host: 'db.example.com', port: 5432, denyRules: [{ method: 'POST', path: '/' }] }], 'UnsupportedEndpointProtocol');
  const twice = policyWith({
    broad: rule('broad', [{ ...endpoint('api.example.com', 443), protocol: 'rest', rules: [rest('GET', '/public')] }], ['/a']),
    narrow: rule('narrow', [{ ...endpoint('api.example.com', 443), protocol: 'rest', rules: [rest('GET', '/public')] }], ['/b']),
  });
  const error = refused(twice, [{ kind: 'add_allow_rules', host: 'api.example.com', port: 443, rules: [rest('POST', '/admin')] }], 'AmbiguousEndpointRule');
  assert.match(error.message, /^endpoint api\.example\.com:443 resolves to broad, narrow; /);
});

test('merge_reports_the_first_failing_operation_in_request_order', () => {
  refused(
    policyWith({}),
    [
      { kind: 'add_allow_rules', host: 'missing.example.com', port: 443, rules: [rest('GET', '/')] },
      addRule('empty', { name: 'empty', endpoints: [], binaries: [] }),
    ],
    'EndpointNotFound',
  );
  const empty = refused(policyWith({}), [addRule('empty', { endpoints: [] })], 'EmptyAddRuleEndpoints');
  assert.is(empty.toGatewayError().code, 3, 'INVALID_ARGUMENT');
});

test('two_mcp_contracts_on_one_host_and_port_are_rejected_across_rules', () => {
  const mcp = (strict: boolean) => ({
    ...endpoint('mcp.example.com', 443),
    protocol: 'mcp',
    mcp: { strict_tool_names: strict },
    rules: [rest('POST', '/tools')],
  });
  refused(
    policyWith({ a: rule('a', [mcp(true)], ['/a']) }),
    [addRule('b', rule('b', [{ ...mcp(false), path: '/other' }], ['/b']))],
    'ConflictingInspectionContracts',
  );
});

test('canonicalize_advisor_expands_existing_inspected_rule_without_l7_downgrade', () => {
  const contract = { ...endpoint('index.crates.io', 443), protocol: 'rest', enforcement: 'enforce', access: 'read-only' };
  const base = policyWith({ cargo_registry: rule('cargo-registry', [contract], ['/usr/bin/cargo']) });
  const observed = rule('allow_index_crates_io_443', [{ ...endpoint('index.crates.io', 443), advisor_proposed: true }], ['/usr/bin/curl']);
  const canonical = canonicalizeAdvisorAddRule(base, base, 'allow_index_crates_io_443', observed);
  assert.is(canonical.ruleName, 'cargo_registry');
  assert.equal(canonical.rule.endpoints![0]!.access, 'read-only');
  assert.not.ok(canonical.rule.endpoints![0]!.advisor_proposed);
  const { policy } = mergePolicy(base, [addRule(canonical.ruleName, canonical.rule)]);
  assert.equal(
    policy.network_policies!['cargo_registry']!.binaries!.map((b) => b.path),
    ['/usr/bin/cargo', '/usr/bin/curl'],
  );
});

test('policy_covers_rule: every binary at every port, and only what the proposal set', () => {
  const policy = policyWith({
    https: rule('https', [endpoint('api.example.com', 443)], ['/usr/bin/client']),
    alt: rule('alt', [endpoint('api.example.com', 8443)], ['/usr/bin/client']),
  });
  assert.ok(policyCoversRule(policy, rule('x', [endpoint('api.example.com', 443, 8443)], ['/usr/bin/client'])));
  assert.not.ok(policyCoversRule(policy, rule('x', [endpoint('api.example.com', 443)], ['/usr/bin/other'])));
  assert.not.ok(policyCoversRule(policy, rule('x', [{ ...endpoint('api.example.com', 443), advisor_proposed: true }], ['/usr/bin/client'])));
  assert.not.ok(policyCoversRule(policy, rule('x', [{ host: 'unrelated.example.com' }], ['/usr/bin/client'])));
});

test.run();
