// add_rule as upstream merges it (openshell-policy merge.rs). A rule authorizes the Cartesian product of its binaries
// and endpoints, so merging into an existing rule is refused when a binary would inherit an endpoint the operation
// did not declare, or a change would land on a port it did not name. A new key whose endpoint overlaps an existing
// non-provider rule is folded into that rule, unless folding is exactly what would widen access: then it keeps its
// own key.
import type { NetworkPolicyRule, SandboxPolicy } from '../../state/types.ts';
import { authorizationPorts, endpointCoversPort } from './coverage.ts';
import type { NetworkEndpoint } from './endpoints.ts';
import {
  appendUnique,
  canonicalPorts,
  deduplicateBinaries,
  describeMcpContract,
  endpointsOverlap,
  expandAccessPreset,
  isProviderRuleName,
  mcpContractsMatch,
  normalizeEndpoint,
  promotesL4EndpointToMcp,
  sameHost,
} from './endpoints.ts';
import { PolicyMergeError, portList } from './errors.ts';

const ANY_BINARY_SCOPE = 'any binary';

type RetainedField = 'protocol' | 'enforcement' | 'tls';

/** A retained field keeps its existing value; a different incoming value is reported, not applied. */
function mergeRetainedField(existing: NetworkEndpoint, incoming: NetworkEndpoint, field: RetainedField, host: string, port: number, warnings: string[]): void {
  const value = incoming[field];
  if (!value) return;
  if (!existing[field]) existing[field] = value;
  else if (existing[field] !== value) {
    const name = field === 'tls' ? 'tls mode' : field;
    warnings.push(`endpoint ${host}:${port} keeps existing ${name} '${existing[field]}' and ignores incoming '${value}'`);
  }
}

/** Turns an access preset into the explicit rules it stands for, so explicit rules can be added next to it. */
export function expandExistingAccess(endpoint: NetworkEndpoint, host: string, port: number, warnings: string[]): void {
  const access = endpoint.access;
  if (!access) return;
  const expanded = expandAccessPreset(endpoint.protocol ?? '', access);
  if (!expanded) {
    throw new PolicyMergeError('UnsupportedAccessPreset', `endpoint ${host}:${port} uses unsupported access preset '${access}'`);
  }
  endpoint.access = '';
  endpoint.rules = appendUnique(endpoint.rules ?? [], expanded);
  warnings.push(`expanded access preset '${access}' to explicit rules for endpoint ${host}:${port}`);
}

function mergeAccess(existing: NetworkEndpoint, incoming: NetworkEndpoint, host: string, port: number, warnings: string[]): void {
  const ignored = `endpoint ${host}:${port} already uses explicit rules; incoming access preset '${incoming.access}' was ignored`;
  if ((incoming.rules ?? []).length > 0) {
    expandExistingAccess(existing, host, port, warnings);
    existing.rules = appendUnique(existing.rules ?? [], incoming.rules ?? []);
    if (incoming.access) warnings.push(ignored);
  } else if (incoming.access) {
    if ((existing.rules ?? []).length > 0) warnings.push(ignored);
    else if (!existing.access) existing.access = incoming.access;
    else if (existing.access !== incoming.access) {
      warnings.push(`endpoint ${host}:${port} keeps existing access preset '${existing.access}' and ignores incoming ` + `'${incoming.access}'`);
    }
  }
}

function mergeEndpoint(existing: NetworkEndpoint, incoming: NetworkEndpoint, operationIndex: number, warnings: string[]): void {
  const host = existing.host || incoming.host || '';
  const incomingPorts = canonicalPorts(incoming);
  const port = canonicalPorts(existing).find((p) => incomingPorts.includes(p)) ?? incomingPorts[0] ?? 0;
  const promotesToMcp = promotesL4EndpointToMcp(existing, incoming);
  if (!promotesToMcp && !mcpContractsMatch(existing, incoming)) {
    throw new PolicyMergeError(
      'McpContractConflict',
      `merge operation ${operationIndex} cannot combine MCP contracts ` +
        `at ${host}:${port}: existing ${describeMcpContract(existing)}, incoming ${describeMcpContract(incoming)}`,
    );
  }
  existing.host ||= incoming.host ?? '';
  existing.path ||= incoming.path ?? '';
  existing.ports = [...new Set([...canonicalPorts(existing), ...incomingPorts])];
  mergeRetainedField(existing, incoming, 'protocol', host, port, warnings);
  if (promotesToMcp) {
    existing.mcp = structuredClone(incoming.mcp ?? null);
    existing.json_rpc_max_body_bytes = incoming.json_rpc_max_body_bytes ?? 0;
  }
  mergeRetainedField(existing, incoming, 'enforcement', host, port, warnings);
  mergeRetainedField(existing, incoming, 'tls', host, port, warnings);
  mergeAccess(existing, incoming, host, port, warnings);
  existing.deny_rules = appendUnique(existing.deny_rules ?? [], incoming.deny_rules ?? []);
  existing.allowed_ips = appendUnique(existing.allowed_ips ?? [], incoming.allowed_ips ?? []);
  for (const flag of [
    'allow_encoded_slash',
    'websocket_credential_rewrite',
    'request_body_credential_rewrite',
    'allow_uninspected_credentials',
    'advisor_proposed',
  ] as const) {
    existing[flag] = !!existing[flag] || !!incoming[flag];
  }
  normalizeEndpoint(existing);
}

/**
 * Fills a declaration's unset carry-over fields (ones the merge never widens) from the endpoint it is judged
 * against: leaving them unset expresses no opinion, not a request for the default.
 */
function adoptUnsetRetainedFields(declared: NetworkEndpoint, merged: NetworkEndpoint): NetworkEndpoint {
  const adopted = structuredClone(declared);
  for (const field of ['protocol', 'tls', 'enforcement', 'persisted_queries', 'credential_signing', 'signing_service', 'signing_region'] as const) {
    adopted[field] ||= merged[field] ?? '';
  }
  if (!adopted.access && (adopted.rules ?? []).length === 0) adopted.access = merged.access ?? '';
  if (Object.keys(adopted.graphql_persisted_queries ?? {}).length === 0) {
    adopted.graphql_persisted_queries = structuredClone(merged.graphql_persisted_queries ?? {});
  }
  adopted.graphql_max_body_bytes ||= merged.graphql_max_body_bytes ?? 0;
  adopted.json_rpc_max_body_bytes ||= merged.json_rpc_max_body_bytes ?? 0;
  return adopted;
}

/** Equivalence at one port: an existing endpoint granting strictly less has changed. */
function unitUnchanged(existing: NetworkEndpoint, merged: NetworkEndpoint, port: number | undefined): boolean {
  return endpointCoversPort(existing, merged, port) && endpointCoversPort(merged, existing, port);
}

/** Whether the operation names `port` on an endpoint with the merged endpoint's host and path. */
function operationNamesPort(incoming: NetworkPolicyRule, merged: NetworkEndpoint, port: number | undefined): boolean {
  return (incoming.endpoints ?? []).some(
    (declared) =>
      sameHost(declared.host, merged.host) && (declared.path ?? '') === (merged.path ?? '') && (port === undefined || canonicalPorts(declared).includes(port)),
  );
}

/** Existing binary scope the operation failed to declare (an empty list means "any binary"). */
function undeclaredExistingBinaries(existing: NetworkPolicyRule, incoming: NetworkPolicyRule): string[] {
  const incomingBinaries = incoming.binaries ?? [];
  if (incomingBinaries.length === 0) return [];
  const existingBinaries = existing.binaries ?? [];
  if (existingBinaries.length === 0) return ['the existing any-binary scope'];
  return existingBinaries.filter((binary) => !incomingBinaries.some((b) => b.path === binary.path)).map((binary) => binary.path ?? '');
}

/** Binary scope the operation adds: a new path, "any binary" (an empty incoming list), or nothing. */
function newBinaryScope(existing: NetworkPolicyRule, incoming: NetworkPolicyRule): string | undefined {
  if ((existing.binaries ?? []).length === 0) return undefined;
  if ((incoming.binaries ?? []).length === 0) return ANY_BINARY_SCOPE;
  const known = new Set((existing.binaries ?? []).map((b) => b.path));
  const added = (incoming.binaries ?? []).find((binary) => !known.has(binary.path));
  return added ? `binary '${added.path}'` : undefined;
}

function ensureInheritanceIsDeclared(
  existing: NetworkPolicyRule,
  incoming: NetworkPolicyRule,
  mergedEndpoints: NetworkEndpoint[],
  operationIndex: number,
  ruleName: string,
): void {
  const scope = newBinaryScope(existing, incoming);
  const undeclaredBinaries = undeclaredExistingBinaries(existing, incoming);
  const prefix = `merge operation ${operationIndex} add-rule '${ruleName}'`;
  for (const endpoint of mergedEndpoints) {
    const units = authorizationPorts(endpoint);
    if (scope) {
      const declarations = (incoming.endpoints ?? []).map((declared) => adoptUnsetRetainedFields(declared, endpoint));
      const undeclaredPorts = units.filter((port) => !declarations.some((declared) => endpointCoversPort(declared, endpoint, port)));
      if (undeclaredPorts.length > 0) {
        throw new PolicyMergeError(
          'NewBinaryWouldInheritAuthorization',
          `${prefix} would grant ${scope} undeclared ` + `authorization for ${endpoint.host} on ports ${portList(undeclaredPorts)}`,
        );
      }
    }
    const changedPorts = units.filter((port) => !(existing.endpoints ?? []).some((present) => unitUnchanged(present, endpoint, port)));
    const unnamed = changedPorts.filter((port) => !operationNamesPort(incoming, endpoint, port));
    if (unnamed.length > 0) {
      throw new PolicyMergeError(
        'UndeclaredPortWouldChange',
        `${prefix} would change authorization for ` +
          `${endpoint.host} on undeclared ports ${portList(unnamed)}; declare every port of the endpoint it modifies`,
      );
    }
    if (changedPorts.length > 0 && undeclaredBinaries.length > 0) {
      throw new PolicyMergeError(
        'ExistingBinariesWouldInheritAuthorization',
        `${prefix} would grant existing binaries ` +
          `new or changed authorization for ${endpoint.host} on ports ${portList(changedPorts)}; also declare ` +
          undeclaredBinaries.join(', '),
      );
    }
  }
}

function mergeRules(
  existing: NetworkPolicyRule,
  incoming: NetworkPolicyRule,
  operationIndex: number,
  ruleName: string,
  targetRuleName: string,
  warnings: string[],
): void {
  const mergedEndpoints = structuredClone(existing.endpoints ?? []);
  const endpointWarnings: string[] = [];
  for (const declared of incoming.endpoints ?? []) {
    const endpoint = structuredClone(declared);
    normalizeEndpoint(endpoint);
    const twin = mergedEndpoints.find((present) => endpointsOverlap(present, endpoint));
    if (twin) mergeEndpoint(twin, endpoint, operationIndex, endpointWarnings);
    else mergedEndpoints.push(endpoint);
  }
  ensureInheritanceIsDeclared(existing, incoming, mergedEndpoints, operationIndex, ruleName);
  existing.endpoints = mergedEndpoints;
  const incomingBinaries = incoming.binaries ?? [];
  if ((existing.binaries ?? []).length === 0) {
    // an any-binary rule already grants every binary: appending would revoke all the unnamed ones
    if (incomingBinaries.length > 0) {
      warnings.push(
        `rule '${targetRuleName}' already authorizes any binary; kept that scope instead of narrowing it ` +
          `to ${incomingBinaries.map((b) => b.path).join(', ')}`,
      );
    }
  } else if (incomingBinaries.length === 0) {
    existing.binaries = [];
  } else {
    // a user-declared duplicate of an advisor-proposed entry clears its marker
    existing.binaries = deduplicateBinaries([...(existing.binaries ?? []), ...incomingBinaries]);
  }
  warnings.push(...endpointWarnings);
}

function rulesShareEndpoint(existing: NetworkPolicyRule, incoming: NetworkPolicyRule): boolean {
  return (incoming.endpoints ?? []).some((endpoint) => (existing.endpoints ?? []).some((present) => endpointsOverlap(present, endpoint)));
}

function normalizedRule(rule: NetworkPolicyRule, ruleName: string): NetworkPolicyRule {
  const copy = structuredClone(rule);
  for (const endpoint of copy.endpoints ?? []) normalizeEndpoint(endpoint);
  copy.binaries = deduplicateBinaries(copy.binaries);
  copy.name ||= ruleName;
  return copy;
}

export function addRule(policy: SandboxPolicy, operationIndex: number, ruleName: string, rule: NetworkPolicyRule, warnings: string[]): void {
  const incoming = normalizedRule(rule, ruleName);
  const rules = (policy.network_policies ??= {});
  const requested = rules[ruleName];
  if (requested) {
    // the operation named this rule, so an inheritance conflict is the answer the proposer needs
    mergeRules(requested, incoming, operationIndex, ruleName, ruleName, warnings);
    return;
  }
  const overlapping = Object.keys(rules)
    .sort()
    .find((key) => !isProviderRuleName(key) && rulesShareEndpoint(rules[key]!, incoming));
  if (!overlapping) {
    rules[ruleName] = incoming;
    return;
  }
  const candidate = structuredClone(rules[overlapping]!);
  const candidateWarnings: string[] = [];
  try {
    mergeRules(candidate, incoming, operationIndex, ruleName, overlapping, candidateWarnings);
    rules[overlapping] = candidate;
    warnings.push(...candidateWarnings);
  } catch (error) {
    if (!(error instanceof PolicyMergeError) || !error.isFoldOnlyConflict) throw error;
    // folding was a convenience the operation never asked for; its own key grants exactly what it declared
    warnings.push(`kept add-rule '${ruleName}' on its own rule instead of folding it into overlapping rule ` + `'${overlapping}': ${error.message}`);
    rules[ruleName] = incoming;
  }
}
