// The gateway's side of UpdateConfig{merge_operations}: the wire operations become merge operations (with upstream's
// per-index messages for malformed ones), and rules aimed at destinations the proxy always blocks are refused.
import { isIP } from 'node:net';
import type { PolicyMergeOperation__Output } from '@portcullis/proto/generated/openshell/v1/PolicyMergeOperation';
import { invalidArgument } from '../grpc/errors.ts';
import type { NetworkPolicyRule } from '../state/types.ts';
import { isProviderRuleName, RESERVED_RULE_PREFIX } from './merge/endpoints.ts';
import type { MergeOp } from './merge/operations.ts';

const METADATA_HOSTS = new Set(['metadata.google.internal', 'metadata', 'metadata.azure.internal']);

/** One operation of the 0.0 line's request. */
export function parseOne(operation: PolicyMergeOperation__Output, index: number): MergeOp {
  const at = `merge_operations[${index}]`;
  switch (operation.operation) {
    case 'add_rule': {
      const { rule_name: name, rule } = operation.add_rule!;
      if (!name.trim()) throw invalidArgument(`${at}.add_rule.rule_name is required`);
      if (!rule || rule.endpoints.length === 0) throw invalidArgument(`${at}.add_rule.rule must contain at least one endpoint`);
      return { kind: 'add_rule', ruleName: name.trim(), rule };
    }
    case 'remove_endpoint': {
      const { rule_name: name, host, port } = operation.remove_endpoint!;
      if (!host.trim() || port === 0) throw invalidArgument(`${at}.remove_endpoint requires host and non-zero port`);
      return { kind: 'remove_endpoint', ruleName: name.trim() || undefined, host: host.trim(), port };
    }
    case 'remove_rule': {
      const name = operation.remove_rule!.rule_name.trim();
      if (!name) throw invalidArgument(`${at}.remove_rule.rule_name is required`);
      return { kind: 'remove_rule', ruleName: name };
    }
    case 'add_deny_rules': {
      const { host, port, deny_rules: denyRules } = operation.add_deny_rules!;
      if (!host.trim() || port === 0 || denyRules.length === 0) {
        throw invalidArgument(`${at}.add_deny_rules requires host, non-zero port, and at least one deny rule`);
      }
      return { kind: 'add_deny_rules', host: host.trim(), port, denyRules };
    }
    case 'add_allow_rules': {
      const { host, port, rules } = operation.add_allow_rules!;
      if (!host.trim() || port === 0 || rules.length === 0) {
        throw invalidArgument(`${at}.add_allow_rules requires host, non-zero port, and at least one allow rule`);
      }
      if (rules.some((rule) => !rule.allow)) throw invalidArgument(`${at}.add_allow_rules rules must include allow payloads`);
      return { kind: 'add_allow_rules', host: host.trim(), port, rules };
    }
    case 'remove_binary': {
      const name = operation.remove_binary!.rule_name.trim();
      const binaryPath = operation.remove_binary!.binary_path.trim();
      if (!name || !binaryPath) throw invalidArgument(`${at}.remove_binary requires rule_name and binary_path`);
      return { kind: 'remove_binary', ruleName: name, binaryPath };
    }
    default:
      throw invalidArgument(`${at} is missing an operation`);
  }
}

function isAlwaysBlockedAddress(address: string): boolean {
  const lower = address.toLowerCase();
  if (isIP(lower) === 4) return lower.startsWith('127.') || lower.startsWith('169.254.') || lower === '0.0.0.0';
  if (isIP(lower) === 6) return lower === '::1' || lower === '::' || lower.startsWith('fe80:');
  return false;
}

/** The proxy denies these whatever the policy says, so a rule for them could never take effect. */
export function assertHostNotAlwaysBlocked(host: string): void {
  const trimmed = host.trim();
  const lower = trimmed.toLowerCase();
  if (isAlwaysBlockedAddress(trimmed)) {
    throw invalidArgument(
      `proposed rule endpoint host '${trimmed}' is an always-blocked address ` +
        '(loopback/link-local/unspecified); the proxy will deny traffic to this destination regardless of policy',
    );
  }
  if (lower === 'localhost' || lower === 'localhost.') {
    throw invalidArgument("proposed rule endpoint host 'localhost' is always blocked; the proxy will deny traffic to " + 'loopback regardless of policy');
  }
  if (METADATA_HOSTS.has(lower)) {
    throw invalidArgument(
      `proposed rule endpoint host '${trimmed}' is a known cloud metadata hostname; the proxy will deny traffic to this destination regardless of policy`,
    );
  }
}

export function assertRuleNotAlwaysBlocked(rule: NetworkPolicyRule): void {
  for (const endpoint of rule.endpoints ?? []) {
    assertHostNotAlwaysBlocked(endpoint.host ?? '');
    const blocked = (endpoint.allowed_ips ?? []).find((entry) => isAlwaysBlockedAddress(entry.split('/')[0] ?? ''));
    if (blocked) {
      throw invalidArgument(
        `proposed rule contains always-blocked \`allowed_ips\` entry '${blocked}'; SSRF hardening ` +
          'prevents traffic to these destinations regardless of policy',
      );
    }
  }
}

/**
 * Parses and checks a request's operations before any of them is applied. `parse` reads one wire operation (the 0.1
 * line brings its own for the L7 appends' complete targets); the checks of what the operations ask for are shared.
 */
export function parseMergeOperations<T = PolicyMergeOperation__Output>(
  operations: readonly T[],
  parse: (operation: T, index: number) => MergeOp = parseOne as unknown as (operation: T, index: number) => MergeOp,
): MergeOp[] {
  const parsed = operations.map(parse);
  for (const op of parsed) {
    if (op.kind === 'add_rule') {
      if (isProviderRuleName(op.ruleName)) {
        throw invalidArgument(
          `merge operation add_rule rule_name '${op.ruleName}' uses reserved ` + `'${RESERVED_RULE_PREFIX}' prefix for provider composition`,
        );
      }
      assertRuleNotAlwaysBlocked(op.rule);
    } else if (op.kind === 'add_allow_rules') {
      assertHostNotAlwaysBlocked(op.target?.host ?? op.host);
    }
  }
  return parsed;
}
