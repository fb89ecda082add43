import { encodePolicy, encodeRule, GATEWAY_PAGE_MAX, type PolicyMergeOperation, type PolicyOperations } from '@portcullis/plugin-gateways';
import type { PolicyMergeOperation as WireMergeOperation } from '@portcullis/proto/generated-0.1/openshell/v1/PolicyMergeOperation';
import type { SandboxPolicyRevision__Output } from '@portcullis/proto/generated-0.1/openshell/v1/SandboxPolicyRevision';
import { endpointCodec } from './endpoint-codec.ts';
import { rpc } from './methods.ts';
import { revisionOf } from './model.ts';
import { workspaceScope } from './selector.ts';

// Policies on the 0.1 line: revisions page by token (an offset is walked to), endpoint fields are enums, and L7
// merges name their whole target (rule, host, ports, path, binaries) instead of a host and port (docs/openshell-0.1.md
// §2.8).

const SANDBOX = { notFound: 'SANDBOX_NOT_FOUND' };

function target(operation: { target: { ruleName: string; host: string; ports: number[]; path?: string; binaries: string[]; anyBinary: boolean } }) {
  const { ruleName, host, ports, path, binaries, anyBinary } = operation.target;
  return {
    rule_name: ruleName,
    host,
    ports,
    ...(path !== undefined ? { path } : {}),
    binaries: binaries.map((binary) => ({ path: binary })),
    any_binary: anyBinary,
  };
}

function mergeOperationOf(operation: PolicyMergeOperation): WireMergeOperation {
  if ('add_rule' in operation)
    return { add_rule: { rule_name: operation.add_rule.rule_name, rule: encodeRule(operation.add_rule.rule, endpointCodec) as never } };
  if ('add_allow_rules' in operation)
    return { add_allow_rules: { target: target(operation.add_allow_rules), rules: operation.add_allow_rules.rules as never } };
  if ('add_deny_rules' in operation)
    return { add_deny_rules: { target: target(operation.add_deny_rules), deny_rules: operation.add_deny_rules.deny_rules as never } };
  return operation;
}

export const policies: PolicyOperations = {
  async status(call, sandbox, version) {
    const status = await call.unary(rpc.GetSandboxPolicyStatus, { sandbox, version, ...workspaceScope(call) }, SANDBOX);
    return { activeVersion: status.active_version, revision: revisionOf(status.revision) };
  },

  /** Newest first; the pages before `offset` are read and skipped (a token cannot start in the middle). */
  async revisions(call, sandbox, page) {
    const wanted = page.offset + page.limit;
    const revisions: SandboxPolicyRevision__Output[] = [];
    let token = '';
    do {
      const response = await call.unary(
        rpc.ListSandboxPolicies,
        { sandbox, page_size: Math.min(GATEWAY_PAGE_MAX, wanted - revisions.length), page_token: token, ...workspaceScope(call) },
        SANDBOX,
      );
      revisions.push(...response.revisions);
      token = response.next_page_token;
    } while (token && revisions.length < wanted);
    return revisions.slice(page.offset, wanted).flatMap((revision) => revisionOf(revision) ?? []);
  },

  async update(call, sandbox, update, requestId) {
    const response = await call.unary(
      rpc.UpdateConfig,
      {
        sandbox,
        ...workspaceScope(call),
        request_id: requestId,
        ...(update.policy ? { policy: encodePolicy(update.policy, endpointCodec) as never } : {}),
        ...(update.mergeOperations ? { merge_operations: update.mergeOperations.map(mergeOperationOf) } : {}),
        ...(update.expectedResourceVersion !== undefined ? { expected_resource_version: update.expectedResourceVersion } : {}),
        annotations: update.annotations ?? {},
      },
      SANDBOX,
    );
    return { version: response.version, policyHash: response.policy_hash };
  },
};
