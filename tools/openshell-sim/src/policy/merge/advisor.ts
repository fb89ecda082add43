// HEAD's rewrite of a mechanistic proposal against the live policy (upstream `canonicalize_advisor_add_rule`). A
// denial only reports (host, port, binary); when that destination already has one endpoint contract, the proposal
// adopts it instead of adding a second, generic L4 endpoint, and targets the sandbox rule that owns it.
import type { NetworkPolicyRule, SandboxPolicy } from '../../state/types.ts';
import { sameDocument } from '../canonical.ts';
import type { NetworkEndpoint } from './endpoints.ts';
import { canonicalPorts, isProviderRuleName, normalizeEndpoint, sameHost } from './endpoints.ts';

export interface CanonicalProposal {
  ruleName: string;
  rule: NetworkPolicyRule;
}

/** The endpoint as a contract: the provider marker is never copied from a proposal, ports narrowed when asked. */
function asContract(endpoint: NetworkEndpoint, port?: number): NetworkEndpoint {
  const contract = { ...structuredClone(endpoint), provider_credentialed: false };
  if (port !== undefined) {
    contract.port = port;
    contract.ports = [port];
  }
  normalizeEndpoint(contract);
  return contract;
}

/** Throws Error when the destination carries several different contracts (no single one to adopt). */
export function canonicalizeAdvisorAddRule(
  base: SandboxPolicy,
  effective: SandboxPolicy,
  requestedRuleName: string,
  incoming: NetworkPolicyRule,
): CanonicalProposal {
  const unchanged = { ruleName: requestedRuleName, rule: incoming };
  const endpoint = incoming.endpoints?.[0];
  const ports = endpoint ? canonicalPorts(endpoint) : [];
  if ((incoming.endpoints ?? []).length !== 1 || (incoming.binaries ?? []).length === 0 || !endpoint?.host?.trim() || ports.length !== 1) {
    return unchanged;
  }
  const port = ports[0]!;
  const contracts: NetworkEndpoint[] = [];
  for (const rule of Object.values(effective.network_policies ?? {})) {
    for (const present of rule.endpoints ?? []) {
      if (!sameHost(present.host, endpoint.host) || !canonicalPorts(present).includes(port)) continue;
      const contract = asContract(present, port);
      if (!contracts.some((known) => sameDocument(known, contract))) contracts.push(contract);
    }
  }
  const contract = contracts[0];
  if (!contract) return unchanged;
  if (contracts.length > 1) throw new Error(`cannot infer one existing endpoint contract for ${endpoint.host}:${port}`);
  const owner = Object.entries(base.network_policies ?? {})
    .filter(([name, rule]) => !isProviderRuleName(name) && (rule.endpoints ?? []).some((present) => sameDocument(asContract(present), contract)))
    .map(([name]) => name)
    .sort()[0];
  const ruleName = owner ?? requestedRuleName;
  return { ruleName, rule: { ...structuredClone(incoming), name: ruleName, endpoints: [contract] } };
}
