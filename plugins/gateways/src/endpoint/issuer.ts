import { Problem } from '@portcullis/core';
import { type EndpointPolicy, type EndpointRefusal, endpointRefusal, invalidAddress } from './check.ts';
import { type ParsedEndpoint, parseHost } from './parse.ts';

// The OIDC issuer of a gateway in oidc_client_credentials mode is one more address Portcullis connects to on an
// admin's word, so it passes the same rule as gateway endpoints (check.ts): private addresses only in local mode,
// judged at registration and again at every request (discovery, token), dialling only the addresses checked. Plain
// http sends the client secret in clear, so it too is for local mode only.

const FIELD = 'oidc_issuer';
const ISSUER_MAX = 2048;

export type IssuerParse = { ok: true; value: ParsedEndpoint; url: URL } | { ok: false; message: string };

/** An issuer URL: https:// (or http://), no credentials, query or fragment; its host in canonical form. */
export function parseIssuer(raw: string): IssuerParse {
  if (raw.length > ISSUER_MAX) return { ok: false, message: `must be at most ${ISSUER_MAX} characters` };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, message: 'must be an absolute https:// URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, message: 'must be an https:// URL (http:// only in local mode)' };
  if (url.username || url.password) return { ok: false, message: 'must not carry credentials' };
  if (url.search || url.hash) return { ok: false, message: 'must not have a query or a fragment' };
  const bracketed = url.hostname.startsWith('[');
  const host = parseHost(bracketed ? url.hostname.slice(1, -1) : url.hostname, bracketed);
  if (!host.ok) return host;
  const tls = url.protocol === 'https:';
  return { ok: true, url, value: { host: host.host, zone: host.zone, port: url.port ? Number(url.port) : tls ? 443 : 80, tls, endpoint: url.href } };
}

/** Registration and PATCH: why this issuer may not be stored (400 on body.oidc_issuer), or null. */
export async function issuerRefusal(raw: string, policy: EndpointPolicy): Promise<EndpointRefusal | null> {
  const parsed = parseIssuer(raw);
  if (!parsed.ok) return { kind: 'invalid', problem: invalidAddress(parsed.message, FIELD) };
  if (!parsed.value.tls && !policy.localMode) {
    return {
      kind: 'not_allowed',
      problem: invalidAddress('plain http:// sends the client secret in clear; it is only allowed in local mode (SERVICE_LOCAL_MODE=true)', FIELD),
    };
  }
  return endpointRefusal(parsed.value, policy, FIELD);
}

/** At request time: a plain-http URL outside local mode is refused before anything is sent (409, as for endpoints). */
export function requireIssuerScheme(url: URL, gateway: string, policy: EndpointPolicy): void {
  if (url.protocol === 'https:' || (url.protocol === 'http:' && policy.localMode)) return;
  throw new Problem(409, 'ENDPOINT_NOT_ALLOWED', {
    detail: `The OIDC issuer of gateway ${gateway} is not allowed now: ${url.protocol}// is only allowed in local mode; nothing was sent to it.`,
    extensions: { gateway },
  });
}
