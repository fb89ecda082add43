import { encodePolicy, encodeRule, type PolicyMergeOperation, type PolicyOperations } from '@portcullis/plugin-gateways';
import type { PolicyMergeOperation as WireMergeOperation } from '@portcullis/proto/generated/openshell/v1/PolicyMergeOperation';
import { rpc } from './methods.ts';
import { revisionOf } from './model.ts';

// Policies on the 0.0 line (docs/openshell-0.0.md §b.8, §c): revisions page by offset, and L7 merges address their
// endpoint by host and port (the 0.1 line needs the whole L7RuleTarget).

const SANDBOX = { notFound: 'SANDBOX_NOT_FOUND' };

function mergeOperationOf(operation: PolicyMergeOperation): WireMergeOperation {
  if ('add_rule' in operation) return { add_rule: { rule_name: operation.add_rule.rule_name, rule: encodeRule(operation.add_rule.rule) as never } };
  if ('add_allow_rules' in operation) {
    const { target, rules } = operation.add_allow_rules;
    return { add_allow_rules: { host: target.host, port: target.ports[0] ?? 0, rules: rules as never } };
  }
  if ('add_deny_rules' in operation) {
    const { target, deny_rules } = operation.add_deny_rules;
    return { add_deny_rules: { host: target.host, port: target.ports[0] ?? 0, deny_rules: deny_rules as never } };
  }
  return operation;
}

export const policies: PolicyOperations = {
  async status(call, sandbox, version) {
    const status = await call.unary(rpc.GetSandboxPolicyStatus, { name: sandbox, version, workspace: call.workspace }, SANDBOX);
    return { activeVersion: status.active_version, revision: revisionOf(status.revision) };
  },

  async revisions(call, sandbox, page) {
    const response = await call.unary(rpc.ListSandboxPolicies, { name: sandbox, limit: page.limit, offset: page.offset, workspace: call.workspace }, SANDBOX);
    return response.revisions.flatMap((revision) => revisionOf(revision) ?? []);
  },

  async update(call, sandbox, update) {
    const response = await call.unary(
      rpc.UpdateConfig,
      {
        name: sandbox,
        workspace: call.workspace,
        ...(update.policy ? { policy: encodePolicy(update.policy) as never } : {}),
        ...(update.mergeOperations ? { merge_operations: update.mergeOperations.map(mergeOperationOf) } : {}),
        ...(update.expectedResourceVersion !== undefined ? { expected_resource_version: update.expectedResourceVersion } : {}),
        annotations: update.annotations ?? {},
      },
      SANDBOX,
    );
    return { version: response.version, policyHash: response.policy_hash };
  },
};
