import { isIP } from 'node:net';
import { Problem, problems } from '@portcullis/core';
import { isClusterLocal, restrictedReason } from './address-policy.ts';
import { parseEndpoint, type ParsedEndpoint } from './parse.ts';
import { resolveHost } from './resolve.ts';

export interface EndpointPolicy {
  localMode: boolean;
  dnsTimeoutMs: number;
}

const PATH = 'body.endpoint';

function notAllowed(detail: string): Problem {
  return new Problem(400, 'ENDPOINT_NOT_ALLOWED', { detail, errors: [{ path: PATH, message: detail }] });
}

/** Syntax only (400 VALIDATION_ERROR); no I/O. */
export function parseOrThrow(raw: string, defaultTls: boolean): ParsedEndpoint {
  const parsed = parseEndpoint(raw, defaultTls);
  if (!parsed.ok) throw problems.validation([{ path: PATH, message: parsed.message }]);
  return parsed.value;
}

/**
 * The registration rule of decisions §2: cluster-local names pass unresolved; other names must resolve, and no
 * address (literal or resolved) may be loopback, private, link-local, CGNAT, multicast, unspecified or reserved
 * unless local mode is on.
 */
export async function checkEndpointAllowed(endpoint: ParsedEndpoint, policy: EndpointPolicy): Promise<void> {
  if (isClusterLocal(endpoint.host)) return;
  let addresses = [endpoint.host];
  if (isIP(endpoint.host) === 0) {
    const resolved = await resolveHost(endpoint.host, policy.dnsTimeoutMs);
    if (!resolved.ok) throw problems.validation([{ path: PATH, message: resolved.message }]);
    addresses = resolved.addresses;
  }
  if (policy.localMode) return;
  for (const address of addresses) {
    const reason = restrictedReason(address);
    if (reason === null) continue;
    const via = address === endpoint.host ? '' : ` (${endpoint.host} resolves to ${address})`;
    throw notAllowed(`${endpoint.endpoint} is not allowed: ${address} is a ${reason} address${via}. Private endpoints are only accepted in local mode (SERVICE_LOCAL_MODE=true).`);
  }
}
