// UpdateConfig's merge operations as the 0.1 line sends them. add_allow_rules / add_deny_rules lost host and port and
// need a complete L7RuleTarget (docs/openshell-0.1.md §2.8): the rule, host, ports, optional path and the binary scope
// (or any_binary); an omitted or incomplete target is INVALID_ARGUMENT naming the field. The other four operations are
// the 0.0 line's, converted.

import type { L7DenyRule } from '@portcullis/proto/generated/openshell/sandbox/v1/L7DenyRule';
import type { L7Rule } from '@portcullis/proto/generated/openshell/sandbox/v1/L7Rule';
import type { PolicyMergeOperation__Output as PolicyMergeOperation00 } from '@portcullis/proto/generated/openshell/v1/PolicyMergeOperation';
import type { L7RuleTarget__Output } from '@portcullis/proto/generated-0.1/openshell/v1/L7RuleTarget';
import type { PolicyMergeOperation__Output } from '@portcullis/proto/generated-0.1/openshell/v1/PolicyMergeOperation';
import { invalidField } from '../grpc/errors.ts';
import type { L7Target } from '../policy/merge/l7-target.ts';
import type { MergeOp } from '../policy/merge/operations.ts';
import { parseOne } from '../policy/merge-request.ts';
import { to00 } from './convert.ts';

function targetOf(target: L7RuleTarget__Output | null, at: string): L7Target {
  if (!target) {
    throw invalidField(at, `${at} is required: name the rule, host, ports and binary scope (or any_binary) the rules apply to`);
  }
  if (!target.rule_name.trim()) throw invalidField(`${at}.rule_name`, `${at}.rule_name is required`);
  if (!target.host.trim()) throw invalidField(`${at}.host`, `${at}.host is required`);
  if (target.ports.length === 0) throw invalidField(`${at}.ports`, `${at}.ports is required`);
  const binaries = target.binaries.map((binary) => binary.path);
  if (target.any_binary && binaries.length > 0) throw invalidField(`${at}.any_binary`, `${at} cannot name binaries and set any_binary`);
  if (!target.any_binary && binaries.length === 0) throw invalidField(`${at}.binaries`, `${at} must name the rule's binaries or set any_binary`);
  return {
    ruleName: target.rule_name.trim(),
    host: target.host.trim(),
    ports: [...target.ports],
    path: target.path ?? undefined,
    binaries: target.any_binary ? 'any' : binaries,
  };
}

export function parseOne01(operation: PolicyMergeOperation__Output, index: number): MergeOp {
  const at = `merge_operations[${index}]`;
  if (operation.operation === 'add_allow_rules') {
    const { rules, target } = operation.add_allow_rules!;
    const parsed = targetOf(target, `${at}.add_allow_rules.target`);
    if (rules.length === 0) throw invalidField(`${at}.add_allow_rules.rules`, `${at}.add_allow_rules requires at least one allow rule`);
    if (rules.some((rule) => !rule.allow)) throw invalidField(`${at}.add_allow_rules.rules`, `${at}.add_allow_rules rules must include allow payloads`);
    const converted = rules.map((rule, i) => to00<L7Rule>('openshell.sandbox.v1.L7Rule', rule, `${at}.add_allow_rules.rules[${i}]`));
    return { kind: 'add_allow_rules', host: parsed.host, port: parsed.ports[0]!, rules: converted, target: parsed };
  }
  if (operation.operation === 'add_deny_rules') {
    const { deny_rules: denyRules, target } = operation.add_deny_rules!;
    const parsed = targetOf(target, `${at}.add_deny_rules.target`);
    if (denyRules.length === 0) throw invalidField(`${at}.add_deny_rules.deny_rules`, `${at}.add_deny_rules requires at least one deny rule`);
    const converted = denyRules.map((rule, i) => to00<L7DenyRule>('openshell.sandbox.v1.L7DenyRule', rule, `${at}.add_deny_rules.deny_rules[${i}]`));
    return { kind: 'add_deny_rules', host: parsed.host, port: parsed.ports[0]!, denyRules: converted, target: parsed };
  }
  return parseOne(to00<PolicyMergeOperation00>('openshell.v1.PolicyMergeOperation', operation, at), index);
}
