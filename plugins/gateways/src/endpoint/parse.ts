import { isIP } from 'node:net';

// Endpoint syntax (decisions §2): `host:port`, optionally with `https://` (TLS) or `http://` (plaintext h2c).
// Without a scheme the auth mode decides: TLS for mtls and api_key, plaintext for none.

export interface ParsedEndpoint {
  host: string;
  port: number;
  tls: boolean;
  /** Normalised: `https://host:port` / `http://[v6]:port`. */
  endpoint: string;
}

export type EndpointParse = { ok: true; value: ParsedEndpoint } | { ok: false; message: string };

const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function isHostName(host: string): boolean {
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  return name.length > 0 && name.length <= 253 && name.split('.').every((label) => HOST_LABEL.test(label));
}

function splitScheme(raw: string): { tls: boolean | null; rest: string } | null {
  const match = /^([a-z][a-z0-9+.-]*):\/\//i.exec(raw);
  if (!match) return { tls: null, rest: raw };
  const scheme = match[1]!.toLowerCase();
  if (scheme !== 'https' && scheme !== 'http') return null;
  return { tls: scheme === 'https', rest: raw.slice(match[0].length) };
}

function splitHostPort(rest: string): { host: string; port: string } | null {
  const bracketed = /^\[([^\]]+)\]:(\d+)$/.exec(rest);
  if (bracketed) return { host: bracketed[1]!, port: bracketed[2]! };
  const plain = /^([^:[\]/]+):(\d+)$/.exec(rest);
  return plain ? { host: plain[1]!, port: plain[2]! } : null;
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
  const host = parts.host.toLowerCase();
  const family = isIP(host);
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host) && family !== 4) return { ok: false, message: `${host} is not a valid IPv4 address` };
  if (family === 0 && !isHostName(host)) return { ok: false, message: `${parts.host} is not a valid host name` };
  if (family === 6 && !/^\[/.test(scheme.rest)) return { ok: false, message: 'IPv6 addresses must be written in brackets' };
  const port = Number(parts.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) return { ok: false, message: 'port must be between 1 and 65535' };
  const tls = scheme.tls ?? defaultTls;
  const bareHost = host.endsWith('.') ? host.slice(0, -1) : host;
  return { ok: true, value: { host: bareHost, port, tls, endpoint: `${tls ? 'https' : 'http'}://${formatTarget(bareHost, port)}` } };
}
