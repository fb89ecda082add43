import type { LookupFunction } from 'node:net';
import { recognisedAcrossCopies } from '../brand.ts';
import { isLocalhostName, restrictedReason } from './address-policy.ts';
import { formatIp, parseIpAddress } from './ip-address.ts';
import { type PinnedRequestInit, pinnedFetch } from './pinned-fetch.ts';
import { type HostResolver, hostResolver } from './resolve.ts';

// Every outbound connection the service makes to an address an admin or a remote document chose (gateway endpoints,
// webhook targets, identity-provider URLs) is judged here: the host is read to its canonical numeric form, names
// are resolved and judged by every address they resolve to, and the connection then dials exactly the addresses
// that were judged, so a name cannot resolve to a public address for the check and a private one for the connect
// (DNS rebinding). Local mode (development) lifts the private-address rule, never the canonical form.

/** What may be dialled for a host, or why not. */
export type Inspection =
  | { kind: 'addresses'; addresses: string[] }
  | { kind: 'refused'; address: string; reason: string }
  | { kind: 'unresolved'; message: string };

export interface EgressSettings {
  localMode: boolean;
  /** DNS servers (`ip` or `ip:port`) to ask instead of the system resolver; empty: the system resolver. */
  dnsServers: string[];
  dnsTimeoutMs: number;
}

/** Thrown by `lookup` when a host may not be dialled; `code` lets HTTP clients report it like any connect error. */
export class EgressRefused extends Error {
  readonly code = 'EGRESS_REFUSED';
  constructor(message: string) {
    super(message);
    this.name = 'EgressRefused';
  }
}

// Plugins with their own copy of the kernel package catch the kernel's refusals with their copy's class.
recognisedAcrossCopies(EgressRefused, 'portcullis.egress-refused');

export class Egress {
  readonly localMode: boolean;
  readonly resolve: HostResolver;

  constructor(options: { localMode: boolean; resolve: HostResolver }) {
    this.localMode = options.localMode;
    this.resolve = options.resolve;
  }

  static fromSettings(settings: EgressSettings): Egress {
    return new Egress({ localMode: settings.localMode, resolve: hostResolver({ servers: settings.dnsServers, timeoutMs: settings.dnsTimeoutMs }) });
  }

  /** A host (name or address literal, any spelling) to the addresses that may be dialled, or why not. */
  async inspect(host: string): Promise<Inspection> {
    if (!this.localMode && isLocalhostName(host)) return { kind: 'refused', address: host, reason: 'loopback (a localhost name)' };
    const literal = parseIpAddress(host);
    let addresses: string[];
    if (literal) {
      addresses = [formatIp(literal)];
    } else {
      const resolved = await this.resolve(host);
      if (!resolved.ok) return { kind: 'unresolved', message: resolved.message };
      addresses = resolved.addresses;
    }
    if (!this.localMode) {
      for (const address of addresses) {
        const reason = restrictedReason(address);
        if (reason !== null) return { kind: 'refused', address, reason };
      }
    }
    return { kind: 'addresses', addresses };
  }

  /**
   * An HTTP request to an address an admin or a remote document chose (a webhook target, an identity provider's
   * endpoint): the URL's host is judged now and the request connects only to the judged addresses. A refused host
   * throws EgressRefused, an unresolvable one an error with code ENOTFOUND; redirects are returned, not followed.
   */
  async fetch(target: string | URL, init: PinnedRequestInit = {}): Promise<Response> {
    const url = typeof target === 'string' ? new URL(target) : target;
    const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
    const inspection = await this.inspect(host);
    if (inspection.kind === 'refused') throw new EgressRefused(describeRefusal(host, inspection));
    if (inspection.kind === 'unresolved') throw Object.assign(new Error(inspection.message), { code: 'ENOTFOUND' });
    return pinnedFetch(url, inspection.addresses, init);
  }

  /**
   * A `lookup` for node:http(s) and node:net connections: the connection dials only addresses `inspect` allowed.
   * Node skips `lookup` for address literals, so check a URL with `inspect` before connecting as well.
   */
  lookup(): LookupFunction {
    return (hostname, options, callback) => {
      this.inspect(hostname).then(
        (inspection) => {
          if (inspection.kind === 'unresolved') return callback(Object.assign(new Error(inspection.message), { code: 'ENOTFOUND' }), '', 0);
          if (inspection.kind === 'refused') return callback(new EgressRefused(describeRefusal(hostname, inspection)), '', 0);
          const entries = inspection.addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
          const wanted = options.family === 4 || options.family === 6 ? entries.filter((entry) => entry.family === options.family) : entries;
          if (wanted.length === 0) return callback(Object.assign(new Error(`${hostname} has no IPv${options.family} address`), { code: 'ENOTFOUND' }), '', 0);
          if (options.all) return (callback as unknown as (error: null, addresses: typeof wanted) => void)(null, wanted);
          return callback(null, wanted[0]!.address, wanted[0]!.family);
        },
        (error: Error) => callback(error as NodeJS.ErrnoException, '', 0),
      );
    };
  }
}

/** `host is <reason>` or `host resolves to <address>, which is <reason>`. */
export function describeRefusal(host: string, refused: { address: string; reason: string }): string {
  return refused.address === host ? `${host} is ${refused.reason}` : `${host} resolves to ${refused.address}, which is ${refused.reason}`;
}
