import { isIP } from 'node:net';
import { endsInNumber, formatIp, parseIpv4, parseIpv6, unmapped } from '@portcullis/core';

// Endpoint syntax (docs/decisions.md §2): `host:port`, optionally with `https://` (TLS) or `http://` (plaintext h2c).
// Without a scheme the auth mode decides: TLS for mtls and api_key, plaintext for none. The host is stored in one
// canonical form: an IP address in any spelling becomes dotted decimal or RFC 5952 IPv6, a name is lower-cased
// without its trailing dot. That form is what the address rule judges and what the channel dials.

export interface ParsedEndpoint {
  host: string;
  /** An IPv6 zone id (`fe80::1%eth0`); never stored, only judged (check.ts refuses it). */
  zone: string | null;
  port: number;
  tls: boolean;
  /** Normalised: `https://host:port` / `http://[v6]:port`. */
  endpoint: string;
}

export type EndpointParse = { ok: true; value: ParsedEndpoint } | { ok: false; message: string };

export type HostParse = { ok: true; host: string; zone: string | null } | { ok: false; message: string };

const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const ZONE_ID = /^[a-z0-9_.~-]+$/i;

function isHostName(name: string): boolean {
  return name.length > 0 && name.length <= 253 && name.split('.').every((label) => HOST_LABEL.test(label));
}

function splitScheme(raw: string): { tls: boolean | null; rest: string } | null {
  const match = /^([a-z][a-z0-9+.-]*):\/\//i.exec(raw);
  if (!match) return { tls: null, rest: raw };
  const scheme = match[1]!.toLowerCase();
  if (scheme !== 'https' && scheme !== 'http') return null;
  return { tls: scheme === 'https', rest: raw.slice(match[0].length) };
}

function splitHostPort(rest: string): { host: string; bracketed: boolean; port: string } | null {
  const bracketed = /^\[([^\]]+)\]:(\d+)$/.exec(rest);
  if (bracketed) return { host: bracketed[1]!, bracketed: true, port: bracketed[2]! };
  const plain = /^([^:[\]/]+):(\d+)$/.exec(rest);
  return plain ? { host: plain[1]!, bracketed: false, port: plain[2]! } : null;
}

/**
 * A host as written (without brackets) to its canonical form: IPv6 inside brackets, IPv4 in any inet_aton
 * spelling (a host whose last label is numeric is never a name), otherwise a DNS name.
 */
export function parseHost(written: string, bracketed: boolean): HostParse {
  const text = written.toLowerCase();
  if (bracketed) {
    const [address, zone = null, extra] = text.split('%');
    const ipv6 = extra === undefined && (zone === null || ZONE_ID.test(zone)) ? parseIpv6(address!) : null;
    return ipv6 ? { ok: true, host: formatIp(unmapped(ipv6)), zone } : { ok: false, message: `${written} is not a valid IPv6 address` };
  }
  if (endsInNumber(text)) {
    const ipv4 = parseIpv4(text);
    return ipv4 ? { ok: true, host: formatIp(ipv4), zone: null } : { ok: false, message: `${written} is not a valid IPv4 address` };
  }
  const name = text.endsWith('.') ? text.slice(0, -1) : text;
  return isHostName(name) ? { ok: true, host: name, zone: null } : { ok: false, message: `${written} is not a valid host name` };
}

export function formatTarget(host: string, port: number): string {
  return `${isIP(host) === 6 ? `[${host}]` : host}:${port}`;
}

export function parseEndpoint(raw: string, defaultTls: boolean): EndpointParse {
  const trimmed = raw.trim().replace(/\/$/, '');
  const scheme = splitScheme(trimmed);
  if (!scheme) return { ok: false, message: 'scheme must be https:// or http://' };
  const parts = splitHostPort(scheme.rest);
  if (!parts) return { ok: false, message: 'must be host:port (IPv6 addresses in brackets), optionally prefixed with https:// or http://' };
  const host = parseHost(parts.host, parts.bracketed);
  if (!host.ok) return host;
  const port = Number(parts.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) return { ok: false, message: 'port must be between 1 and 65535' };
  const tls = scheme.tls ?? defaultTls;
  return { ok: true, value: { host: host.host, zone: host.zone, port, tls, endpoint: `${tls ? 'https' : 'http'}://${formatTarget(host.host, port)}` } };
}
