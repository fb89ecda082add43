import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Problem } from '@portcullis/core';
import type { CustomFetch, CustomFetchOptions } from 'openid-client';
import { dialTarget, type DialTarget, type EndpointPolicy } from '../endpoint/check.ts';
import { parseIssuer, requireIssuerScheme } from '../endpoint/issuer.ts';

// openid-client makes its HTTP requests (discovery, token) through this fetch, so that each one passes the address
// rule at the moment it is made and connects only to the addresses that were checked: the issuer's metadata names
// the token endpoint, which may be another host, and a name that was public at registration may resolve to a
// private address now (DNS rebinding). Node's fetch cannot be pinned to addresses; node:http can, through `lookup`.

// Discovery documents and token responses are a few KiB; an issuer that sends more is not read further.
const MAX_RESPONSE_BYTES = 1024 * 1024;

/** A `lookup` that answers with the checked addresses only. */
function pinnedLookup(addresses: string[]): LookupFunction {
  return (_hostname, options, callback) => {
    const entries = addresses.map((address) => ({ address, family: isIP(address) }));
    if ((options as { all?: boolean }).all) (callback as (error: null, entries: Array<{ address: string; family: number }>) => void)(null, entries);
    else callback(null, entries[0]!.address, entries[0]!.family);
  };
}

function requestBody(body: CustomFetchOptions['body']): Buffer | string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return Buffer.from(body as ArrayBuffer);
  throw new Error('streamed request bodies are not sent to OIDC issuers');
}

function responseOf(message: IncomingMessage, body: Buffer): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  const status = message.statusCode ?? 502;
  const empty = status === 204 || status === 304;
  return new Response(empty ? null : new Uint8Array(body), { status, statusText: message.statusMessage ?? '', headers });
}

function send(url: URL, target: DialTarget, options: CustomFetchOptions): Promise<Response> {
  const body = requestBody(options.body);
  const settings: RequestOptions = {
    method: options.method, headers: { ...options.headers, ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}) },
    ...(target.kind === 'addresses' ? { lookup: pinnedLookup(target.addresses) } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  };
  return new Promise((resolve, reject) => {
    const outgoing = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, settings, (incoming) => {
      const chunks: Buffer[] = [];
      let size = 0;
      incoming.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_RESPONSE_BYTES) incoming.destroy(new Error(`the issuer's response is larger than ${MAX_RESPONSE_BYTES} bytes`));
        else chunks.push(chunk);
      });
      incoming.once('error', reject);
      incoming.once('end', () => resolve(responseOf(incoming, Buffer.concat(chunks))));
    });
    outgoing.once('error', reject);
    outgoing.end(body);
  });
}

/** The fetch openid-client uses for the issuer of `gateway`: every request checked, then sent to the checked addresses. */
export function issuerFetch(gateway: string, policy: EndpointPolicy): CustomFetch {
  return async (href, options) => {
    const url = new URL(href);
    requireIssuerScheme(url, gateway, policy);
    const parsed = parseIssuer(url.origin);
    if (!parsed.ok) throw new Problem(502, 'GATEWAY_AUTH_FAILED', { detail: `The OIDC issuer of gateway ${gateway} named an unusable address: ${parsed.message}.`, extensions: { gateway } });
    const target = await dialTarget({ name: gateway, host: parsed.value.host }, policy, 'OIDC issuer');
    if (target.kind === 'unresolved') {
      throw new Problem(503, 'GATEWAY_UNAVAILABLE', { detail: `The OIDC issuer of gateway ${gateway} cannot be reached: ${target.message}.`, extensions: { gateway } });
    }
    return send(url, target, options);
  };
}
