import { formatTarget, GATEWAY_NAME_MAX, GATEWAY_NAME_PATTERN, type ParsedEndpoint, parseEndpoint } from '@portcullis/plugin-gateways';
import type { SrvTarget } from './srv.ts';

/** Ports that are not appended to a derived name: the HTTPS port and the gateway's default port. */
export const UNNAMED_PORTS: ReadonlySet<number> = new Set([443, 30051]);

/**
 * docs/decisions.md §9: the target host lower-cased, its trailing dot removed, characters outside [a-z0-9.-] replaced
 * by `-`, then `-<port>` unless the port is 443 or 30051, cut to 253 characters. A gateway name must start and end with
 * a letter or digit, so dots and hyphens the replacement or the cut leave at either end are dropped.
 */
export function deriveName(host: string, port: number): string {
  const base = host
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/[^a-z0-9.-]/g, '-');
  const named = UNNAMED_PORTS.has(port) ? base : `${base}-${port}`;
  return named.slice(0, GATEWAY_NAME_MAX).replace(/^[.-]+|[.-]+$/g, '');
}

export interface Derived {
  name: string;
  /** Normalised as registration stores it when the target is a valid endpoint, else as composed. */
  endpoint: string;
  /** Null: the target is no valid endpoint, or no valid gateway name comes from it (`problem` says which). */
  parsed: ParsedEndpoint | null;
  problem: string | null;
}

/** The name and endpoint a target would be registered under (`scheme` is SERVICE_DISCOVERY_DEFAULT_SCHEME). */
export function derive(target: SrvTarget, scheme: 'https' | 'http'): Derived {
  const name = deriveName(target.host, target.port);
  const composed = `${scheme}://${formatTarget(target.host, target.port)}`;
  const parsed = parseEndpoint(composed, scheme === 'https');
  if (!parsed.ok) return { name, endpoint: composed, parsed: null, problem: `${composed} is not a valid endpoint: ${parsed.message}` };
  if (!GATEWAY_NAME_PATTERN.test(name))
    return { name, endpoint: parsed.value.endpoint, parsed: null, problem: `no gateway name can be derived from ${target.host}` };
  return { name, endpoint: parsed.value.endpoint, parsed: parsed.value, problem: null };
}
