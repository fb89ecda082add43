import type { IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { describeRefusal, type Egress, nodeHttp, parseIpAddress, VERSION } from '@portcullis/core';
import type { OutboundRequest, TargetCheck, Verdict } from './channel.ts';

// HTTP to webhook targets under the outbound-address rule: a host name is judged by every address it resolves to
// when a connection opens (the `lookup` the kernel's egress gives, so a name rebound to a private address after
// the webhook was saved is refused), an address literal before the request (node never calls `lookup` for one).
// Redirects are not followed: a 3xx is an answer, and following it would connect to a host nobody checked.

const USER_AGENT = `Portcullis-Webhooks/${VERSION}`;
// A receiver's answer is read (so the connection can be reused) but never kept; one that sends more is cut off.
const MAX_RESPONSE_BYTES = 64 * 1024;

/** `http:` / `https:` URLs with a host and no credentials: the target check of the HTTP channels. */
export function httpTarget(url: URL): TargetCheck {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, path: 'url', message: 'must be an http:// or https:// URL' };
  if (url.username || url.password)
    return { ok: false, path: 'url', message: 'must not carry credentials (user:password@); put a token in the path or query instead' };
  if (!url.hostname) return { ok: false, path: 'url', message: 'must name a host' };
  return { ok: true, hosts: [{ host: hostOf(url), path: 'url' }] };
}

/** The host of a URL as the outbound-address rule reads it (IPv6 without brackets). */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** How an HTTP answer counts: 2xx delivered, 5xx retried, anything else failed at once. */
function verdictOfStatus(status: number, statusText: string): Verdict {
  if (status >= 200 && status < 300) return { ok: true, responseCode: status };
  const shown = `HTTP ${status}${statusText ? ` ${statusText}` : ''}`;
  if (status >= 500) return { ok: false, retry: true, responseCode: status, error: shown };
  if (status >= 300 && status < 400) return { ok: false, retry: false, responseCode: status, error: `${shown}: redirects are not followed` };
  return { ok: false, retry: false, responseCode: status, error: shown };
}

/** A failed request as a verdict; `signal` tells a timeout from other aborts. */
export function verdictOfError(error: unknown, signal: AbortSignal, timeoutMs: number): Verdict {
  if (signal.aborted && (signal.reason as Error | undefined)?.name === 'TimeoutError') {
    return { ok: false, retry: true, responseCode: null, error: `timed out after ${Math.round(timeoutMs / 1000)} s` };
  }
  const failure = error as NodeJS.ErrnoException;
  // A refused address is the service's rule, not a passing fault: retrying would only be refused again.
  if (failure.code === 'EGRESS_REFUSED') return { ok: false, retry: false, responseCode: null, error: `not allowed: ${failure.message}` };
  // Connecting to a name with several addresses fails with an AggregateError whose own message is empty.
  return { ok: false, retry: true, responseCode: null, error: failure.message || failure.code || 'the request failed' };
}

export class OutboundHttp {
  private readonly egress: Egress;
  private readonly lookup: LookupFunction;
  private readonly httpAgent = new nodeHttp.Agent({ keepAlive: true });
  private readonly httpsAgent = new HttpsAgent({ keepAlive: true });

  constructor(egress: Egress) {
    this.egress = egress;
    this.lookup = egress.lookup();
  }

  async post(outbound: OutboundRequest, signal: AbortSignal, timeoutMs: number): Promise<Verdict> {
    let url: URL;
    try {
      url = new URL(outbound.url);
    } catch {
      return { ok: false, retry: false, responseCode: null, error: 'the target URL is not valid' };
    }
    const target = httpTarget(url);
    if (!target.ok) return { ok: false, retry: false, responseCode: null, error: `the target URL ${target.message}` };
    const host = hostOf(url);
    if (parseIpAddress(host)) {
      const inspection = await this.egress.inspect(host);
      if (inspection.kind === 'refused') return { ok: false, retry: false, responseCode: null, error: `not allowed: ${describeRefusal(host, inspection)}` };
    }
    try {
      const response = await this.send(url, outbound, signal);
      return verdictOfStatus(response.statusCode ?? 0, response.statusMessage ?? '');
    } catch (error) {
      return verdictOfError(error, signal, timeoutMs);
    }
  }

  close(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }

  /** Resolves once the answer has been read to its end (or cut off), so the connection can serve the next request. */
  private send(url: URL, outbound: OutboundRequest, signal: AbortSignal): Promise<IncomingMessage> {
    const secure = url.protocol === 'https:';
    const body = typeof outbound.body === 'string' ? Buffer.from(outbound.body) : outbound.body;
    const headers = { 'user-agent': USER_AGENT, ...outbound.headers, 'content-length': String(body.length) };
    return new Promise((resolve, reject) => {
      const request = (secure ? httpsRequest : nodeHttp.request)(
        url,
        {
          method: outbound.method ?? 'POST',
          headers,
          signal,
          lookup: this.lookup,
          agent: secure ? this.httpsAgent : this.httpAgent,
        },
        (response) => {
          let received = 0;
          response.on('data', (chunk: Buffer) => {
            received += chunk.length;
            if (received > MAX_RESPONSE_BYTES) {
              response.destroy();
              resolve(response);
            }
          });
          response.on('end', () => resolve(response));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }
}
