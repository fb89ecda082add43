import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { describeRefusal, EgressRefused, type Egress } from '@portcullis/core';
import type { CustomFetch } from 'openid-client';

/** An identity provider's answer larger than this is not one (discovery documents, key sets and tokens are small). */
const MAX_RESPONSE_BYTES = 1024 * 1024;

/**
 * The fetch openid-client uses for every request to a provider (discovery, key set, token, userinfo): each
 * connection goes through the kernel's outbound-address rule. The host is judged first (so a refusal says why),
 * and the connection then dials only addresses the rule judged (`egress.lookup()`), so a name cannot resolve to a
 * public address for the check and a private one for the connection. Redirects are not followed.
 */
export function egressFetch(egress: Egress): CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    if (target.protocol !== 'https:' && target.protocol !== 'http:') throw new TypeError(`${target.protocol} is not http(s)`);
    const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
    const inspection = await egress.inspect(host);
    if (inspection.kind === 'refused') throw new EgressRefused(describeRefusal(host, inspection));
    if (inspection.kind === 'unresolved') throw Object.assign(new Error(inspection.message), { code: 'ENOTFOUND' });
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<Response>((resolve, reject) => {
      const outgoing = send(target, {
        method: options.method, headers: options.headers, lookup: egress.lookup(), ...(options.signal ? { signal: options.signal } : {}),
      }, (incoming) => { collect(incoming).then(resolve, reject); });
      outgoing.on('error', reject);
      outgoing.end(bodyOf(options.body));
    });
  };
}

function bodyOf(body: Parameters<CustomFetch>[1]['body']): string | Uint8Array | undefined {
  if (body === null || body === undefined) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  throw new TypeError('streamed request bodies are not supported');
}

async function collect(incoming: IncomingMessage): Promise<Response> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming) {
    size += (chunk as Buffer).length;
    if (size > MAX_RESPONSE_BYTES) {
      incoming.destroy();
      throw new Error(`the identity provider's answer is larger than ${MAX_RESPONSE_BYTES} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  const status = incoming.statusCode ?? 502;
  const empty = status === 204 || status === 304;
  return new Response(empty ? null : Buffer.concat(chunks), { status, statusText: incoming.statusMessage ?? '', headers });
}
