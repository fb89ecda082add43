import { Problem, pinnedFetch } from '@portcullis/core';
import type { CustomFetch, CustomFetchOptions } from 'openid-client';
import { dialTarget, type EndpointPolicy } from '../endpoint/check.ts';
import { parseIssuer, requireIssuerScheme } from '../endpoint/issuer.ts';

// openid-client makes its HTTP requests (discovery, token) through this fetch, so that each one passes the address
// rule at the moment it is made and connects only to the addresses that were checked: the issuer's metadata names
// the token endpoint, which may be another host, and a name that was public at registration may resolve to a
// private address now (DNS rebinding). The kernel's pinnedFetch connects only to the addresses checked here.

function requestBody(body: CustomFetchOptions['body']): string | Uint8Array | URLSearchParams | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof URLSearchParams) return body;
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return new Uint8Array(body as ArrayBuffer);
  throw new Error('streamed request bodies are not sent to OIDC issuers');
}

/** The fetch openid-client uses for the issuer of `gateway`: every request checked, then sent to the checked addresses. */
export function issuerFetch(gateway: string, policy: EndpointPolicy): CustomFetch {
  return async (href, options) => {
    const url = new URL(href);
    requireIssuerScheme(url, gateway, policy);
    const parsed = parseIssuer(url.origin);
    if (!parsed.ok)
      throw new Problem(502, 'GATEWAY_AUTH_FAILED', {
        detail: `The OIDC issuer of gateway ${gateway} named an unusable address: ${parsed.message}.`,
        extensions: { gateway },
      });
    const target = await dialTarget({ name: gateway, host: parsed.value.host }, policy, 'OIDC issuer');
    if (target.kind === 'unresolved') {
      throw new Problem(503, 'GATEWAY_UNAVAILABLE', {
        detail: `The OIDC issuer of gateway ${gateway} cannot be reached: ${target.message}.`,
        extensions: { gateway },
      });
    }
    return pinnedFetch(url, target.kind === 'addresses' ? target.addresses : null, {
      method: options.method,
      headers: options.headers as Record<string, string>,
      body: requestBody(options.body),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  };
}
