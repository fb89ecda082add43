import type { Egress } from '@portcullis/core';
import type { CustomFetch } from 'openid-client';

/** An identity provider's answer larger than this is not one (discovery documents, key sets and tokens are small). */
const MAX_RESPONSE_BYTES = 1024 * 1024;

/**
 * The fetch openid-client uses for every request to a provider (discovery, key set, token, userinfo): the kernel's
 * `egress.fetch`, which judges the host by the outbound-address rule and then dials only the judged addresses, so a
 * name cannot resolve to a public address for the check and a private one for the connection. Redirects are not
 * followed.
 */
export function egressFetch(egress: Egress): CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    if (target.protocol !== 'https:' && target.protocol !== 'http:') throw new TypeError(`${target.protocol} is not http(s)`);
    return egress.fetch(target, {
      method: options.method,
      headers: options.headers as Record<string, string>,
      body: bodyOf(options.body),
      maxResponseBytes: MAX_RESPONSE_BYTES,
      ...(options.signal ? { signal: options.signal } : {}),
    });
  };
}

function bodyOf(body: Parameters<CustomFetch>[1]['body']): string | Uint8Array | URLSearchParams | undefined {
  if (body === null || body === undefined) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array || body instanceof URLSearchParams) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  throw new TypeError('streamed request bodies are not supported');
}
