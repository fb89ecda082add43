// Endpoint vocabulary shared by the merge rules (upstream openshell-policy merge.rs): canonical ports, normalisation,
// overlap, access-preset expansion and the MCP inspection contract. Equality is "same document" (defaults ignored),
// which is what protobuf struct equality means for the decoded objects grpc-js hands us.
import type { L7Rule } from '@portcullis/proto/generated/openshell/sandbox/v1/L7Rule';
import type { NetworkBinary } from '@portcullis/proto/generated/openshell/sandbox/v1/NetworkBinary';
import type { NetworkEndpoint } from '@portcullis/proto/generated/openshell/sandbox/v1/NetworkEndpoint';
import { sameDocument } from '../canonical.ts';

export type { NetworkEndpoint };

const DEFAULT_JSON_RPC_MAX_BODY_BYTES = 64 * 1024;
export const RESERVED_RULE_PREFIX = '_provider_';

export function isProviderRuleName(name: string): boolean {
  return name.startsWith(RESERVED_RULE_PREFIX);
}

/** `ports` wins when set; a lone `port` is the one-element list; neither is no port at all. */
export function canonicalPorts(endpoint: NetworkEndpoint): number[] {
  const ports = endpoint.ports ?? [];
  if (ports.length > 0) return [...ports];
  return endpoint.port ? [endpoint.port] : [];
}

export function sameHost(a: string | undefined, b: string | undefined): boolean {
  return (a ?? '').toLowerCase() === (b ?? '').toLowerCase();
}

/** Appends the items `list` lacks, in order. */
export function appendUnique<T>(list: T[], items: readonly T[]): T[] {
  for (const item of items) if (!list.some((present) => sameDocument(present, item))) list.push(structuredClone(item));
  return list;
}

function deduplicated<T>(items: readonly T[] | undefined): T[] {
  return appendUnique<T>([], items ?? []);
}

/** `port` = first of the sorted, de-duplicated `ports`; list fields lose duplicates. */
export function normalizeEndpoint(endpoint: NetworkEndpoint): void {
  const ports = [...new Set(canonicalPorts(endpoint))].sort((a, b) => a - b);
  endpoint.port = ports[0] ?? 0;
  endpoint.ports = ports;
  endpoint.allowed_ips = [...new Set(endpoint.allowed_ips ?? [])];
  endpoint.rules = deduplicated(endpoint.rules);
  endpoint.deny_rules = deduplicated(endpoint.deny_rules);
}

/** One binary entry per path; a user-declared duplicate clears the advisor marker (`harness`). */
export function deduplicateBinaries(binaries: readonly NetworkBinary[] | undefined): NetworkBinary[] {
  const result: NetworkBinary[] = [];
  for (const binary of binaries ?? []) {
    const present = result.find((item) => item.path === binary.path);
    if (!present) result.push({ ...binary });
    else if (!binary.harness) present.harness = false;
  }
  return result;
}

/** Same host (any case), same path, and at least one port in common. */
export function endpointsOverlap(left: NetworkEndpoint, right: NetworkEndpoint): boolean {
  if (!sameHost(left.host, right.host) || (left.path ?? '') !== (right.path ?? '')) return false;
  const rightPorts = canonicalPorts(right);
  return canonicalPorts(left).some((port) => rightPorts.includes(port));
}

export function matchesHostPort(endpoint: NetworkEndpoint, host: string, port: number): boolean {
  return sameHost(endpoint.host, host) && canonicalPorts(endpoint).includes(port);
}

/** The explicit rules an access preset stands for, or undefined for an unknown preset. */
export function expandAccessPreset(protocol: string, access: string): L7Rule[] | undefined {
  let methods: string[];
  if (access === 'full') methods = ['*'];
  else if (protocol === 'websocket' && access === 'read-only') methods = ['GET'];
  else if (protocol === 'websocket' && access === 'read-write') methods = ['GET', 'WEBSOCKET_TEXT'];
  else if (access === 'read-only') methods = ['GET', 'HEAD', 'OPTIONS'];
  else if (access === 'read-write') methods = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH'];
  else return undefined;
  return methods.map((method) => ({ allow: { method, path: '**' } }));
}

export interface McpContract {
  strictToolNames: boolean;
  allowAllKnownMcpMethods: boolean;
  maxBodyBytes: number;
}

/** The effective MCP contract of an endpoint inspected as MCP (omitted options mean their defaults). */
export function effectiveMcpContract(endpoint: NetworkEndpoint): McpContract | undefined {
  if ((endpoint.protocol ?? '').toLowerCase() !== 'mcp') return undefined;
  return {
    strictToolNames: endpoint.mcp?.strict_tool_names ?? true,
    allowAllKnownMcpMethods: endpoint.mcp?.allow_all_known_mcp_methods ?? false,
    maxBodyBytes: endpoint.json_rpc_max_body_bytes || DEFAULT_JSON_RPC_MAX_BODY_BYTES,
  };
}

export function usesMcp(endpoint: NetworkEndpoint): boolean {
  return (endpoint.protocol ?? '').toLowerCase() === 'mcp' || !!endpoint.mcp;
}

export function mcpContractsMatch(left: NetworkEndpoint, right: NetworkEndpoint): boolean {
  const a = effectiveMcpContract(left);
  const b = effectiveMcpContract(right);
  if (!a && !b) return !usesMcp(left) && !usesMcp(right);
  return !!a && !!b && sameDocument(a, b);
}

export function describeMcpContract(endpoint: NetworkEndpoint): string {
  const contract = effectiveMcpContract(endpoint);
  if (!contract) return `non-mcp(protocol='${endpoint.protocol ?? ''}')`;
  return (
    `mcp(strict_tool_names=${contract.strictToolNames}, allow_all_known_mcp_methods=` +
    `${contract.allowAllKnownMcpMethods}, max_body_bytes=${contract.maxBodyBytes})`
  );
}

/** Only an endpoint without an inspection contract of its own may adopt an incoming MCP contract whole. */
export function promotesL4EndpointToMcp(existing: NetworkEndpoint, incoming: NetworkEndpoint): boolean {
  return !existing.protocol && !existing.mcp && !existing.json_rpc_max_body_bytes && effectiveMcpContract(incoming) !== undefined;
}
