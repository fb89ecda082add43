import { Problem, problems } from '@portcullis/core';
import type { GatewaysConfig } from '../config.ts';
import { isClusterLocal, isLocalhostName, restrictedReason } from './address-policy.ts';
import { parseIpAddress } from './ip-address.ts';
import { parseEndpoint, type ParsedEndpoint } from './parse.ts';
import { hostResolver, type HostResolver } from './resolve.ts';

// The private-address rule of decisions §2 on an endpoint an admin registers or changes: the host in its canonical
// form (parse.ts), every address a name resolves to, the ranges of address-policy.ts.

export interface EndpointPolicy {
  localMode: boolean;
  resolve: HostResolver;
}

/** The policy of this service: its local mode and its resolver (SERVICE_GATEWAY_DNS_SERVERS, with the DNS timeout). */
export function endpointPolicy(config: GatewaysConfig): EndpointPolicy {
  return {
    localMode: config.local_mode,
    resolve: hostResolver({ servers: config.dns_servers, timeoutMs: config.dns_timeout_seconds * 1000 }),
  };
}

type Inspection =
  | { kind: 'addresses'; addresses: string[] }
  | { kind: 'name' }
  | { kind: 'unresolved'; message: string }
  | { kind: 'refused'; address: string; reason: string };

const PATH = 'body.endpoint';
const LOCAL_MODE_HINT = 'Private endpoints are only accepted in local mode (SERVICE_LOCAL_MODE=true).';

/** A host in canonical form (parse.ts) to what may be dialled, or why not. */
async function inspectHost(host: string, policy: EndpointPolicy): Promise<Inspection> {
  if (isClusterLocal(host)) return { kind: 'name' };
  if (!policy.localMode && isLocalhostName(host)) return { kind: 'refused', address: host, reason: 'loopback (a localhost name)' };
  let addresses = [host];
  if (parseIpAddress(host) === null) {
    const resolved = await policy.resolve(host);
    if (!resolved.ok) return { kind: 'unresolved', message: resolved.message };
    addresses = resolved.addresses;
  }
  if (!policy.localMode) {
    for (const address of addresses) {
      const reason = restrictedReason(address);
      if (reason !== null) return { kind: 'refused', address, reason };
    }
  }
  return { kind: 'addresses', addresses };
}

function refusal(host: string, address: string, reason: string): string {
  return address === host ? `${address} is ${reason}` : `${host} resolves to ${address}, which is ${reason}`;
}

/**
 * Registration and PATCH: cluster-local names pass unresolved; other names must resolve, and no address (literal
 * or resolved) may be in a refused range unless local mode is on (400 ENDPOINT_NOT_ALLOWED). IPv6 zone ids are
 * judged by their address, then refused: the endpoint is stored and dialled without one.
 */
export async function checkEndpointAllowed(endpoint: ParsedEndpoint, policy: EndpointPolicy): Promise<void> {
  const inspection = await inspectHost(endpoint.host, policy);
  if (inspection.kind === 'unresolved') throw problems.validation([{ path: PATH, message: inspection.message }]);
  if (inspection.kind === 'refused') {
    const detail = `${endpoint.endpoint} is not allowed: ${refusal(endpoint.host, inspection.address, inspection.reason)}. ${LOCAL_MODE_HINT}`;
    throw new Problem(400, 'ENDPOINT_NOT_ALLOWED', { detail, errors: [{ path: PATH, message: detail }] });
  }
  if (endpoint.zone !== null) throw problems.validation([{ path: PATH, message: 'IPv6 zone ids (%...) are not supported' }]);
}

/** Syntax only (400 VALIDATION_ERROR); no I/O. */
export function parseOrThrow(raw: string, defaultTls: boolean): ParsedEndpoint {
  const parsed = parseEndpoint(raw, defaultTls);
  if (!parsed.ok) throw problems.validation([{ path: PATH, message: parsed.message }]);
  return parsed.value;
}
