// Coverage (upstream `policy_covers_rule`): whether a policy already grants what a proposed rule asks for. The unit
// of authorization is one binary reaching one host, path and port; each unit may be granted by any rule. The same
// endpoint comparison decides whether a merge declared what a new binary would inherit.
import type { NetworkBinary } from '@portcullis/proto/generated/openshell/sandbox/v1/NetworkBinary';
import type { NetworkPolicyRule, SandboxPolicy } from '../../state/types.ts';
import { isDefault, sameDocument } from '../canonical.ts';
import type { NetworkEndpoint } from './endpoints.ts';
import { canonicalPorts, mcpContractsMatch, sameHost, usesMcp } from './endpoints.ts';

/** One unit per port; an endpoint without ports is one unit that constrains no port. */
export function authorizationPorts(endpoint: NetworkEndpoint): (number | undefined)[] {
  const ports = canonicalPorts(endpoint);
  return ports.length > 0 ? ports : [undefined];
}

function effectiveTls(value: string | undefined): string {
  return !value || value === 'terminate' || value === 'passthrough' ? 'auto' : value;
}

function effectiveEnforcement(value: string | undefined): string {
  return value || 'audit';
}

function protocolsMatch(left: string, right: string): boolean {
  const leftMcp = left.toLowerCase() === 'mcp';
  const rightMcp = right.toLowerCase() === 'mcp';
  return leftMcp || rightMcp ? leftMcp && rightMcp : left === right;
}

function containsAll<T>(loaded: readonly T[] | undefined, proposed: readonly T[] | undefined): boolean {
  return (proposed ?? []).every((item) => (loaded ?? []).some((present) => sameDocument(present, item)));
}

/** A `|=` flag only ever gains bits, so it covers unless the proposal set a bit the loaded endpoint lacks. */
function flagCovers(loaded: boolean | undefined, proposed: boolean | undefined): boolean {
  return !!loaded || !proposed;
}

/** An unset proposal value asks for nothing; a set one must match. */
function unsetOrEqual(proposed: unknown, loaded: unknown): boolean {
  return isDefault(proposed) || sameDocument(proposed, loaded);
}

/** Everything about an endpoint except its ports: host and path identify it, the rest must be granted. */
export function endpointAttributesCover(loaded: NetworkEndpoint, proposed: NetworkEndpoint): boolean {
  if (!sameHost(loaded.host, proposed.host) || (loaded.path ?? '') !== (proposed.path ?? '')) return false;
  if (proposed.protocol && !protocolsMatch(loaded.protocol ?? '', proposed.protocol)) return false;
  if (proposed.tls && effectiveTls(loaded.tls) !== effectiveTls(proposed.tls)) return false;
  if (proposed.enforcement && effectiveEnforcement(loaded.enforcement) !== effectiveEnforcement(proposed.enforcement)) {
    return false;
  }
  if (proposed.access && loaded.access !== proposed.access) return false;
  if (!mcpContractsMatch(loaded, proposed)) return false;
  return (
    containsAll(loaded.rules, proposed.rules) &&
    containsAll(loaded.deny_rules, proposed.deny_rules) &&
    containsAll(loaded.allowed_ips, proposed.allowed_ips) &&
    flagCovers(loaded.allow_encoded_slash, proposed.allow_encoded_slash) &&
    flagCovers(loaded.websocket_credential_rewrite, proposed.websocket_credential_rewrite) &&
    flagCovers(loaded.request_body_credential_rewrite, proposed.request_body_credential_rewrite) &&
    flagCovers(loaded.advisor_proposed, proposed.advisor_proposed) &&
    unsetOrEqual(proposed.persisted_queries, loaded.persisted_queries) &&
    unsetOrEqual(proposed.graphql_persisted_queries, loaded.graphql_persisted_queries) &&
    unsetOrEqual(proposed.graphql_max_body_bytes, loaded.graphql_max_body_bytes) &&
    unsetOrEqual(proposed.credential_signing, loaded.credential_signing) &&
    unsetOrEqual(proposed.signing_service, loaded.signing_service) &&
    unsetOrEqual(proposed.signing_region, loaded.signing_region) &&
    (usesMcp(loaded) || unsetOrEqual(proposed.json_rpc_max_body_bytes, loaded.json_rpc_max_body_bytes))
  );
}

/** `loaded` grants what `proposed` asks for at `port` (undefined: the proposal names no port). */
export function endpointCoversPort(loaded: NetworkEndpoint, proposed: NetworkEndpoint, port: number | undefined): boolean {
  if (port !== undefined && !canonicalPorts(loaded).includes(port)) return false;
  return endpointAttributesCover(loaded, proposed);
}

function binaryScopeCovers(rule: NetworkPolicyRule, binary: NetworkBinary): boolean {
  const binaries = rule.binaries ?? [];
  return binaries.length === 0 || binaries.some((present) => present.path === binary.path);
}

function ruleAuthorizes(rule: NetworkPolicyRule, proposed: NetworkEndpoint, port: number | undefined): boolean {
  return (rule.endpoints ?? []).some((endpoint) => endpointCoversPort(endpoint, proposed, port));
}

/** Whether `policy` already contains everything an add_rule of `proposed` would produce. */
export function policyCoversRule(policy: SandboxPolicy | undefined, proposed: NetworkPolicyRule): boolean {
  const endpoints = proposed.endpoints ?? [];
  if (endpoints.length === 0) return false;
  const rules = Object.values(policy?.network_policies ?? {});
  const binaries = proposed.binaries ?? [];
  return endpoints.every((endpoint) =>
    authorizationPorts(endpoint).every((port) => {
      // an any-binary proposal needs an any-binary grant: named binaries never stand in for "any"
      if (binaries.length === 0) {
        return rules.some((rule) => (rule.binaries ?? []).length === 0 && ruleAuthorizes(rule, endpoint, port));
      }
      return binaries.every((binary) => rules.some((rule) => binaryScopeCovers(rule, binary) && ruleAuthorizes(rule, endpoint, port)));
    }),
  );
}
