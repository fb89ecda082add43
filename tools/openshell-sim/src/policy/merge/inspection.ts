// One host and port carries one L7 inspection contract as far as MCP is concerned: the supervisor picks the contract
// per host and port, whatever rule or path contributed the endpoint. A merge may not introduce a second one
// (upstream `ConflictingInspectionContracts`); conflicts already present before the merge are left alone.
import type { SandboxPolicy } from '../../state/types.ts';
import { sameDocument } from '../canonical.ts';
import type { McpContract } from './endpoints.ts';
import { canonicalPorts, describeMcpContract, effectiveMcpContract } from './endpoints.ts';
import { PolicyMergeError } from './errors.ts';

interface Found {
  mcp: McpContract | undefined;
  rendered: string;
}

/** Plain REST beside MCP, or two different MCP contracts, cannot share a host and port. */
function inspectionsConflict(found: Found[]): boolean {
  const contracts = found.flatMap((f) => (f.mcp ? [f.mcp] : []));
  const first = contracts[0];
  if (!first) return false;
  return found.some((f) => !f.mcp) || contracts.some((contract) => !sameDocument(contract, first));
}

/** "host:port" → the rendered contracts in conflict there, sorted. */
export function conflictingInspectionContracts(policy: SandboxPolicy): Map<string, string[]> {
  const byTarget = new Map<string, Found[]>();
  for (const rule of Object.values(policy.network_policies ?? {})) {
    for (const endpoint of rule.endpoints ?? []) {
      if (!endpoint.protocol) continue; // uninspected endpoints carry no L7 contract
      for (const port of canonicalPorts(endpoint)) {
        const key = `${(endpoint.host ?? '').toLowerCase()}:${port}`;
        const found = byTarget.get(key) ?? [];
        found.push({ mcp: effectiveMcpContract(endpoint), rendered: describeMcpContract(endpoint) });
        byTarget.set(key, found);
      }
    }
  }
  const conflicts = new Map<string, string[]>();
  for (const [key, found] of [...byTarget].sort(([a], [b]) => a.localeCompare(b))) {
    if (inspectionsConflict(found)) conflicts.set(key, [...new Set(found.map((f) => f.rendered))].sort());
  }
  return conflicts;
}

export function ensureNoNewInspectionConflicts(merged: SandboxPolicy, before: Map<string, string[]>): void {
  for (const [target, contracts] of conflictingInspectionContracts(merged)) {
    if (before.has(target)) continue;
    throw new PolicyMergeError(
      'ConflictingInspectionContracts',
      `${target} would carry more than one L7 inspection ` +
        `contract (${contracts.join(', ')}); the sandbox resolves one contract per host and port, so these cannot ` +
        'coexist even in different rules or under different paths',
    );
  }
}
