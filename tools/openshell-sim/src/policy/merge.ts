// The six incremental policy operations of UpdateConfig (contract §c.3), applied in order to a copy of the latest
// policy. Any failing operation fails the whole batch, so the caller gets one new revision or none.
import type { PolicyMergeOperation__Output } from '@portcullis/proto/generated/openshell/v1/PolicyMergeOperation';
import type { NetworkEndpoint } from '@portcullis/proto/generated/openshell/sandbox/v1/NetworkEndpoint';
import type { L7Rule } from '@portcullis/proto/generated/openshell/sandbox/v1/L7Rule';
import type { L7DenyRule } from '@portcullis/proto/generated/openshell/sandbox/v1/L7DenyRule';
import { invalidArgument } from '../grpc/errors.ts';
import { sameDocument } from './canonical.ts';
import { RESERVED_RULE_PREFIX } from './validate.ts';
import type { NetworkPolicyRule, SandboxPolicy } from '../state/types.ts';

export function endpointPorts(endpoint: NetworkEndpoint): number[] {
  const ports = endpoint.ports ?? [];
  return ports.length > 0 ? ports : endpoint.port ? [endpoint.port] : [];
}

function sameTarget(a: NetworkEndpoint, b: NetworkEndpoint): boolean {
  return a.host === b.host && sameDocument(endpointPorts(a), endpointPorts(b));
}

function endpointMatches(endpoint: NetworkEndpoint, host: string, port: number): boolean {
  return endpoint.host === host && endpointPorts(endpoint).includes(port);
}

function unionBy<T>(existing: T[], incoming: T[]): T[] {
  const result = [...existing];
  for (const item of incoming) if (!result.some((present) => sameDocument(present, item))) result.push(item);
  return result;
}

function isInspected(endpoint: NetworkEndpoint): boolean {
  return Boolean(endpoint.access) || (endpoint.rules?.length ?? 0) > 0;
}

function mergeEndpoint(into: NetworkEndpoint, incoming: NetworkEndpoint, ruleName: string): void {
  if (isInspected(into) && !isInspected(incoming) && !incoming.protocol) {
    throw invalidArgument(`add_rule '${ruleName}': merging an uninspected endpoint into ${into.host} would widen access`);
  }
  into.rules = unionBy(into.rules ?? [], incoming.rules ?? []);
  into.deny_rules = unionBy(into.deny_rules ?? [], incoming.deny_rules ?? []);
  into.allowed_ips = unionBy(into.allowed_ips ?? [], incoming.allowed_ips ?? []);
  if (!into.protocol && incoming.protocol) into.protocol = incoming.protocol;
  if (!into.enforcement && incoming.enforcement) into.enforcement = incoming.enforcement;
}

/** add_rule semantics: a new key is inserted; an existing key gains the endpoints and binaries it lacks. */
export function addRule(policy: SandboxPolicy, ruleName: string, rule: NetworkPolicyRule | null | undefined): void {
  if (!ruleName) throw invalidArgument('add_rule: rule_name is required');
  if (ruleName.startsWith(RESERVED_RULE_PREFIX)) {
    throw invalidArgument(`network policy rule name '${ruleName}' uses the reserved prefix '${RESERVED_RULE_PREFIX}'`);
  }
  if (!rule || (rule.endpoints?.length ?? 0) === 0) throw invalidArgument('add_rule: rule must have at least one endpoint');
  const rules = (policy.network_policies ??= {});
  const existing = rules[ruleName];
  if (!existing) {
    rules[ruleName] = structuredClone({ ...rule, name: rule.name || ruleName });
    return;
  }
  for (const endpoint of rule.endpoints ?? []) {
    const twin = (existing.endpoints ??= []).find((present) => sameTarget(present, endpoint));
    if (twin) mergeEndpoint(twin, endpoint, ruleName);
    else existing.endpoints.push(structuredClone(endpoint));
  }
  existing.binaries = unionBy(existing.binaries ?? [], (rule.binaries ?? []).map((b) => ({ path: b.path ?? '' })));
}

function requireRule(policy: SandboxPolicy, ruleName: string, op: string): NetworkPolicyRule {
  const rule = policy.network_policies?.[ruleName];
  if (!rule) throw invalidArgument(`${op}: network policy rule '${ruleName}' not found`);
  return rule;
}

export function removeRule(policy: SandboxPolicy, ruleName: string): void {
  requireRule(policy, ruleName, 'remove_rule');
  delete policy.network_policies![ruleName];
}

export function removeEndpoint(policy: SandboxPolicy, ruleName: string, host: string, port: number): void {
  const rule = requireRule(policy, ruleName, 'remove_endpoint');
  const remaining = (rule.endpoints ?? []).filter((endpoint) => !endpointMatches(endpoint, host, port));
  if (remaining.length === (rule.endpoints ?? []).length) {
    throw invalidArgument(`remove_endpoint: no endpoint ${host}:${port} in rule '${ruleName}'`);
  }
  if (remaining.length === 0) delete policy.network_policies![ruleName];
  else rule.endpoints = remaining;
}

function findEndpoint(policy: SandboxPolicy, host: string, port: number, op: string): NetworkEndpoint {
  for (const rule of Object.values(policy.network_policies ?? {})) {
    const found = (rule.endpoints ?? []).find((endpoint) => endpointMatches(endpoint, host, port));
    if (found) return found;
  }
  throw invalidArgument(`${op}: no endpoint found for ${host}:${port}`);
}

export function addAllowRules(policy: SandboxPolicy, host: string, port: number, rules: L7Rule[]): void {
  const endpoint = findEndpoint(policy, host, port, 'add_allow_rules');
  if (endpoint.access) {
    throw invalidArgument(`add_allow_rules: endpoint ${host}:${port} uses access preset '${endpoint.access}'`);
  }
  endpoint.rules = unionBy(endpoint.rules ?? [], rules);
  if (!endpoint.protocol) endpoint.protocol = 'rest';
}

export function addDenyRules(policy: SandboxPolicy, host: string, port: number, denyRules: L7DenyRule[]): void {
  const endpoint = findEndpoint(policy, host, port, 'add_deny_rules');
  if (!isInspected(endpoint)) {
    throw invalidArgument(`add_deny_rules: endpoint ${host}:${port} needs an allow base (access or rules)`);
  }
  endpoint.deny_rules = unionBy(endpoint.deny_rules ?? [], denyRules);
}

/** Removes one binary; the rule goes when its last binary goes. A rule open to any binary is refused. */
export function removeBinary(policy: SandboxPolicy, ruleName: string, binaryPath: string): void {
  const rule = requireRule(policy, ruleName, 'remove_binary');
  const binaries = rule.binaries ?? [];
  if (binaries.length === 0) {
    throw invalidArgument(`remove_binary: rule '${ruleName}' allows any binary; remove the rule instead`);
  }
  const remaining = binaries.filter((binary) => binary.path !== binaryPath);
  if (remaining.length === binaries.length) {
    throw invalidArgument(`remove_binary: binary '${binaryPath}' not found in rule '${ruleName}'`);
  }
  if (remaining.length === 0) delete policy.network_policies![ruleName];
  else rule.binaries = remaining;
}

export function applyOperation(policy: SandboxPolicy, operation: PolicyMergeOperation__Output): void {
  switch (operation.operation) {
    case 'add_rule':
      return addRule(policy, operation.add_rule!.rule_name, operation.add_rule!.rule);
    case 'remove_rule':
      return removeRule(policy, operation.remove_rule!.rule_name);
    case 'remove_endpoint': {
      const { rule_name, host, port } = operation.remove_endpoint!;
      return removeEndpoint(policy, rule_name, host, port);
    }
    case 'add_allow_rules': {
      const { host, port, rules } = operation.add_allow_rules!;
      return addAllowRules(policy, host, port, rules);
    }
    case 'add_deny_rules': {
      const { host, port, deny_rules } = operation.add_deny_rules!;
      return addDenyRules(policy, host, port, deny_rules);
    }
    case 'remove_binary':
      return removeBinary(policy, operation.remove_binary!.rule_name, operation.remove_binary!.binary_path);
    default:
      throw invalidArgument('merge operation is empty');
  }
}

export function applyOperations(base: SandboxPolicy, operations: PolicyMergeOperation__Output[]): SandboxPolicy {
  const policy = structuredClone(base);
  for (const operation of operations) applyOperation(policy, operation);
  return policy;
}

/** Whether the policy already lets `binary` reach host:port (used to auto-reject covered chunks). */
export function isCovered(policy: SandboxPolicy | undefined, host: string, port: number, binary: string): boolean {
  for (const rule of Object.values(policy?.network_policies ?? {})) {
    const binaryOk = (rule.binaries ?? []).length === 0 ||
      (rule.binaries ?? []).some((b) => b.path === binary || globMatches(b.path ?? '', binary));
    const endpointOk = (rule.endpoints ?? []).some((e) => hostMatches(e.host ?? '', host) && endpointPorts(e).includes(port));
    if (binaryOk && endpointOk) return true;
  }
  return false;
}

function hostMatches(pattern: string, host: string): boolean {
  if (pattern === host) return true;
  if (pattern.startsWith('**.')) return host.endsWith(pattern.slice(2));
  if (pattern.startsWith('*.')) {
    const suffix = pattern.slice(1);
    return host.endsWith(suffix) && !host.slice(0, -suffix.length).includes('.');
  }
  return false;
}

function globMatches(pattern: string, value: string): boolean {
  if (!pattern.includes('*')) return false;
  const regex = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*\*?/g, '.*');
  return new RegExp(`^${regex}$`).test(value);
}
