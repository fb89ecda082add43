import type { IncomingMessage, OutgoingHttpHeaders, RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { nodeHttp } from './node-http.ts';

// A fetch-shaped HTTP request that connects only to addresses the caller already judged (Egress.inspect), so a
// name cannot pass the address rule with one answer and be dialled with another (DNS rebinding). Node's global
// fetch cannot be pinned to addresses; node:http can, through `lookup`. Redirects are never followed (the caller
// gets the 3xx), and a response larger than the caller allows is not read further.

export interface PinnedRequestInit {
  method?: string;
  headers?: Record<string, string> | Headers;
  body?: string | Uint8Array | URLSearchParams | null;
  signal?: AbortSignal;
  /** Default 1 MiB. */
  maxResponseBytes?: number;
  /** Client TLS options for https (a CA of the caller's, ...). */
  tls?: Pick<RequestOptions, 'timeout'> & { ca?: string | Buffer; servername?: string };
}

const DEFAULT_MAX_RESPONSE_BYTES = 1024 * 1024;

/** A `lookup` that answers with the given addresses only. */
export function pinnedLookup(addresses: string[]): LookupFunction {
  return (_hostname, options, callback) => {
    const entries = addresses.map((address) => ({ address, family: isIP(address) }));
    if ((options as { all?: boolean }).all) (callback as (error: null, entries: Array<{ address: string; family: number }>) => void)(null, entries);
    else callback(null, entries[0]!.address, entries[0]!.family);
  };
}

function bodyOf(body: PinnedRequestInit['body']): Buffer | string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  return Buffer.from(body);
}

function headersOf(headers: PinnedRequestInit['headers']): OutgoingHttpHeaders {
  if (!headers) return {};
  return headers instanceof Headers ? Object.fromEntries(headers.entries()) : { ...headers };
}

function responseOf(message: IncomingMessage, body: Buffer): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  const status = message.statusCode ?? 502;
  const empty = status === 204 || status === 304 || status < 200;
  return new Response(empty ? null : new Uint8Array(body), { status, statusText: message.statusMessage ?? '', headers });
}

/**
 * Sends `init` to `url`, connecting to `addresses` (already judged) or, with null, to the URL's host as the system
 * resolves it (only for names the caller decided need no judging, such as cluster-local ones).
 */
export function pinnedFetch(url: URL, addresses: string[] | null, init: PinnedRequestInit = {}): Promise<Response> {
  const body = bodyOf(init.body);
  const limit = init.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const headers = headersOf(init.headers);
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  const settings: RequestOptions & { ca?: string | Buffer; servername?: string } = {
    method: init.method ?? 'GET',
    headers,
    agent: false,
    ...(addresses ? { lookup: pinnedLookup(addresses) } : {}),
    ...(init.signal ? { signal: init.signal } : {}),
    ...init.tls,
  };
  return new Promise((resolve, reject) => {
    const outgoing = (url.protocol === 'https:' ? httpsRequest : nodeHttp.request)(url, settings, (incoming) => {
      const chunks: Buffer[] = [];
      let size = 0;
      incoming.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit) incoming.destroy(new Error(`the response from ${url.host} is larger than ${limit} bytes`));
        else chunks.push(chunk);
      });
      incoming.once('error', reject);
      incoming.once('end', () => resolve(responseOf(incoming, Buffer.concat(chunks))));
    });
    outgoing.once('error', reject);
    outgoing.end(body);
  });
}
