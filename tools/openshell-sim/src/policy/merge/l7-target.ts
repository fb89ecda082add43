// The 0.1 line's L7 appends (add_allow_rules / add_deny_rules) name a complete target instead of host and port
// (docs/openshell-0.1.md §2.8): the rule, the endpoint's host and exact ports, optionally its path, and the rule's
// complete binary scope (or any binary). The target must match the stored rule; the rules then land on that endpoint,
// under the same protocol conditions as the 0.0 line's host-and-port form.
import type { NetworkPolicyRule, SandboxPolicy } from '../../state/types.ts';
import type { NetworkEndpoint } from './endpoints.ts';
import { canonicalPorts, sameHost } from './endpoints.ts';
import { PolicyMergeError, portList } from './errors.ts';

export interface L7Target {
  ruleName: string;
  host: string;
  ports: number[];
  /** undefined: the host and ports must pick a single endpoint; '' selects the endpoint without a path. */
  path: string | undefined;
  /** 'any' for a rule that authorizes any binary (an empty binary list). */
  binaries: string[] | 'any';
}

function scopeOf(rule: NetworkPolicyRule): string[] | 'any' {
  const binaries = (rule.binaries ?? []).map((binary) => binary.path ?? '');
  return binaries.length === 0 ? 'any' : [...new Set(binaries)].sort();
}

function describeScope(scope: string[] | 'any'): string {
  return scope === 'any' ? 'any binary' : `binaries [${scope.join(', ')}]`;
}

function sameScope(a: string[] | 'any', b: string[] | 'any'): boolean {
  if (a === 'any' || b === 'any') return a === b;
  const sortedB = [...new Set(b)].sort();
  return a.length === sortedB.length && a.every((binary, i) => binary === sortedB[i]);
}

function samePorts(endpoint: NetworkEndpoint, ports: readonly number[]): boolean {
  const have = [...new Set(canonicalPorts(endpoint))].sort((a, b) => a - b);
  const want = [...new Set(ports)].sort((a, b) => a - b);
  return have.length === want.length && have.every((port, i) => port === want[i]);
}

/** The endpoint a complete target names; refused (FAILED_PRECONDITION) when the live policy does not match it. */
export function targetedEndpoint(policy: SandboxPolicy, target: L7Target): NetworkEndpoint {
  const rule = policy.network_policies?.[target.ruleName];
  const where = `${target.host}:${portList(target.ports)}`;
  if (!rule) throw new PolicyMergeError('EndpointNotFound', `rule '${target.ruleName}' was not found in the current policy`);
  const stored = scopeOf(rule);
  if (!sameScope(stored, target.binaries)) {
    throw new PolicyMergeError(
      'TargetScopeMismatch',
      `rule '${target.ruleName}' authorizes ${describeScope(stored)}, but the target names ${describeScope(target.binaries)}; refetch the policy and name the rule's complete binary scope`,
    );
  }
  const candidates = (rule.endpoints ?? []).filter(
    (endpoint) =>
      sameHost(endpoint.host, target.host) && samePorts(endpoint, target.ports) && (target.path === undefined || (endpoint.path ?? '') === target.path),
  );
  if (candidates.length === 0) throw new PolicyMergeError('EndpointNotFound', `endpoint ${where} was not found in rule '${target.ruleName}'`);
  if (candidates.length > 1) {
    throw new PolicyMergeError('AmbiguousEndpointRule', `endpoint ${where} of rule '${target.ruleName}' has several paths; name the path in the target`);
  }
  return candidates[0]!;
}
