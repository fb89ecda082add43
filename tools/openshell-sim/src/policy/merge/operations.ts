// The six incremental operations of UpdateConfig applied in request order to a private copy of the policy (upstream
// `merge_policy`): any failure discards the whole batch. Removals of something that is not there are silent no-ops;
// L7 additions need exactly one endpoint with that host and port.
import type { L7DenyRule } from '@portcullis/proto/generated/openshell/sandbox/v1/L7DenyRule';
import type { L7Rule } from '@portcullis/proto/generated/openshell/sandbox/v1/L7Rule';
import type { NetworkPolicyRule, SandboxPolicy } from '../../state/types.ts';
import { sameDocument } from '../canonical.ts';
import { addRule, expandExistingAccess } from './add-rule.ts';
import type { NetworkEndpoint } from './endpoints.ts';
import { appendUnique, canonicalPorts, isProviderRuleName, matchesHostPort } from './endpoints.ts';
import { PolicyMergeError } from './errors.ts';
import { conflictingInspectionContracts, ensureNoNewInspectionConflicts } from './inspection.ts';
import type { L7Target } from './l7-target.ts';
import { targetedEndpoint } from './l7-target.ts';

export type MergeOp =
  | { kind: 'add_rule'; ruleName: string; rule: NetworkPolicyRule }
  | { kind: 'remove_rule'; ruleName: string }
  /** Without a rule name the endpoint is removed from every rule. */
  | { kind: 'remove_endpoint'; ruleName: string | undefined; host: string; port: number }
  /** `target` (0.1 line) names the endpoint exactly; without it host and port must pick one. */
  | { kind: 'add_allow_rules'; host: string; port: number; rules: L7Rule[]; target?: L7Target }
  | { kind: 'add_deny_rules'; host: string; port: number; denyRules: L7DenyRule[]; target?: L7Target }
  | { kind: 'remove_binary'; ruleName: string; binaryPath: string };

export interface MergeResult {
  policy: SandboxPolicy;
  /** Upstream's merge warnings (retained fields, kept scopes, skipped folds), in its wording. */
  warnings: string[];
  changed: boolean;
}

function validateOperation(index: number, op: MergeOp): void {
  if (op.kind !== 'add_rule') return;
  if (!op.ruleName.trim()) throw new PolicyMergeError('MissingRuleNameForAddRule', 'add-rule operation requires a rule name');
  if ((op.rule.endpoints ?? []).length === 0) {
    throw new PolicyMergeError('EmptyAddRuleEndpoints', `merge operation ${index} add-rule '${op.ruleName}' must contain at least one endpoint`);
  }
}

/** Drops one port from matching endpoints; an endpoint without ports left goes, and so does an emptied rule. */
function removeEndpoint(policy: SandboxPolicy, ruleName: string | undefined, host: string, port: number): void {
  const rules = policy.network_policies ?? {};
  const keys = ruleName === undefined ? Object.keys(rules).sort() : ruleName in rules ? [ruleName] : [];
  for (const key of keys) {
    const rule = rules[key]!;
    rule.endpoints = (rule.endpoints ?? []).flatMap((endpoint) => {
      if (!matchesHostPort(endpoint, host, port)) return [endpoint];
      const remaining = [...new Set(canonicalPorts(endpoint).filter((p) => p !== port))].sort((a, b) => a - b);
      return remaining.length === 0 ? [] : [{ ...endpoint, port: remaining[0]!, ports: remaining }];
    });
    if (rule.endpoints.length === 0) delete rules[key];
  }
}

function removeBinary(policy: SandboxPolicy, index: number, ruleName: string, binaryPath: string): void {
  const rule = policy.network_policies?.[ruleName];
  if (!rule) return;
  const binaries = rule.binaries ?? [];
  if (binaries.length === 0) {
    // an empty list already means "any binary": there is nothing to take out without naming everyone else
    throw new PolicyMergeError(
      'CannotRemoveBinaryFromAnyBinaryScope',
      `merge operation ${index} cannot remove binary ` +
        `'${binaryPath}' from rule '${ruleName}' because the rule authorizes any binary; replace the policy with an ` +
        'explicit binary list or remove the rule',
    );
  }
  rule.binaries = binaries.filter((binary) => binary.path !== binaryPath);
  // the last named binary going takes the rule with it: an empty list would widen it to every binary
  if (rule.binaries.length === 0) delete policy.network_policies![ruleName];
}

/** Every non-provider endpoint `host:port` resolves to, named by rule (and path where one is set). */
function matchingTargets(policy: SandboxPolicy, host: string, port: number): string[] {
  return Object.entries(policy.network_policies ?? {})
    .filter(([key]) => !isProviderRuleName(key))
    .flatMap(([key, rule]) =>
      (rule.endpoints ?? []).filter((e) => matchesHostPort(e, host, port)).map((endpoint) => (endpoint.path ? `${key} (path '${endpoint.path}')` : key)),
    )
    .sort();
}

/** L7 rules need an endpoint with L7 inspection of a protocol this operation can extend. */
function requireL7Protocol(endpoint: NetworkEndpoint, host: string, port: number): NetworkEndpoint {
  if (!endpoint.protocol) {
    throw new PolicyMergeError('EndpointHasNoL7Inspection', `endpoint ${host}:${port} has no L7 inspection configured (protocol is empty)`);
  }
  if (endpoint.protocol !== 'rest' && endpoint.protocol !== 'websocket') {
    throw new PolicyMergeError(
      'UnsupportedEndpointProtocol',
      `endpoint ${host}:${port} uses unsupported protocol ` + `'${endpoint.protocol}'; this operation currently supports only protocol 'rest' or 'websocket'`,
    );
  }
  return endpoint;
}

/** The single endpoint an L7 addition targets; provider rules are never edited through host and port. */
function l7Target(policy: SandboxPolicy, host: string, port: number): NetworkEndpoint {
  const targets = matchingTargets(policy, host, port);
  if (targets.length > 1) {
    throw new PolicyMergeError(
      'AmbiguousEndpointRule',
      `endpoint ${host}:${port} resolves to ${targets.join(', ')}; ` +
        'this operation selects its target by host and port alone, so it cannot say which binary scope and L7 surface ' +
        'to widen. Replace the policy with the full YAML instead',
    );
  }
  const rules = policy.network_policies ?? {};
  const key = Object.keys(rules)
    .sort()
    .find((k) => !isProviderRuleName(k) && (rules[k]!.endpoints ?? []).some((endpoint) => matchesHostPort(endpoint, host, port)));
  const endpoint = key ? rules[key]!.endpoints!.find((e) => matchesHostPort(e, host, port)) : undefined;
  if (!endpoint) {
    throw new PolicyMergeError('EndpointNotFound', `endpoint ${host}:${port} was not found in the current policy`);
  }
  return requireL7Protocol(endpoint, host, port);
}

/** The endpoint of an L7 append: the complete target when one is given (0.1), else host and port (0.0). */
function l7Endpoint(policy: SandboxPolicy, op: { host: string; port: number; target?: L7Target }): NetworkEndpoint {
  if (!op.target) return l7Target(policy, op.host, op.port);
  return requireL7Protocol(targetedEndpoint(policy, op.target), op.target.host, op.target.ports[0] ?? 0);
}

function applyOperation(policy: SandboxPolicy, index: number, op: MergeOp, warnings: string[]): void {
  switch (op.kind) {
    case 'add_rule':
      return addRule(policy, index, op.ruleName, op.rule, warnings);
    case 'remove_rule':
      delete policy.network_policies?.[op.ruleName];
      return;
    case 'remove_endpoint':
      return removeEndpoint(policy, op.ruleName, op.host, op.port);
    case 'add_allow_rules': {
      const endpoint = l7Endpoint(policy, op);
      expandExistingAccess(endpoint, op.target?.host ?? op.host, op.target?.ports[0] ?? op.port, warnings);
      endpoint.rules = appendUnique(endpoint.rules ?? [], op.rules);
      return;
    }
    case 'add_deny_rules': {
      const endpoint = l7Endpoint(policy, op);
      if (!endpoint.access && (endpoint.rules ?? []).length === 0) {
        throw new PolicyMergeError(
          'EndpointHasNoAllowBase',
          `endpoint ${op.target?.host ?? op.host}:${op.target?.ports[0] ?? op.port} has no base allow set; configure access or explicit allow rules before adding deny rules`,
        );
      }
      endpoint.deny_rules = appendUnique(endpoint.deny_rules ?? [], op.denyRules);
      return;
    }
    case 'remove_binary':
      return removeBinary(policy, index, op.ruleName, op.binaryPath);
  }
}

/** Applies `operations` in order to a copy of `policy`; throws PolicyMergeError for the first one that fails. */
export function mergePolicy(policy: SandboxPolicy, operations: readonly MergeOp[]): MergeResult {
  const merged = structuredClone(policy);
  const warnings: string[] = [];
  const conflictsBefore = conflictingInspectionContracts(policy);
  operations.forEach((op, index) => {
    validateOperation(index, op);
    applyOperation(merged, index, op, warnings);
  });
  ensureNoNewInspectionConflicts(merged, conflictsBefore);
  return { policy: merged, warnings, changed: !sameDocument(merged, policy) };
}
