import { promises as dns } from 'node:dns';
import { formatIp, parseIpAddress } from './ip-address.ts';

export type Resolution = { ok: true; addresses: string[] } | { ok: false; message: string };

/** All addresses of a host name, canonical (ip-address.ts), in the resolver's order of preference. */
export type HostResolver = (host: string) => Promise<Resolution>;

export interface ResolverSettings {
  /** DNS servers (`ip` or `ip:port`) to ask instead of the system resolver; empty: the system resolver. */
  servers: string[];
  timeoutMs: number;
}

function canonical(addresses: string[]): string[] {
  const formatted = addresses
    .map((address) => parseIpAddress(address))
    .filter((address) => address !== null)
    .map(formatIp);
  return [...new Set(formatted)];
}

function answer(host: string, addresses: string[]): Resolution {
  const unique = canonical(addresses);
  return unique.length > 0 ? { ok: true, addresses: unique } : { ok: false, message: `${host} has no addresses` };
}

const failure = (host: string, error: NodeJS.ErrnoException): Resolution => ({
  ok: false,
  message: `${host} does not resolve (${error.code ?? error.message})`,
});

/** getaddrinfo (/etc/hosts, then DNS), as every other program on the machine would resolve the name. */
function systemLookup(host: string): { result: Promise<Resolution>; cancel(): void } {
  const result = dns.lookup(host, { all: true, verbatim: true }).then(
    (entries) =>
      answer(
        host,
        entries.map((entry) => entry.address),
      ),
    (error: NodeJS.ErrnoException) => failure(host, error),
  );
  // getaddrinfo cannot be cancelled; the deadline only stops waiting for it.
  return { result, cancel: () => {} };
}

/** A and AAAA records from the configured servers, IPv4 first. */
function serverLookup(host: string, servers: string[]): { result: Promise<Resolution>; cancel(): void } {
  const resolver = new dns.Resolver({ tries: 1 });
  resolver.setServers(servers);
  const result = Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]).then(([v4, v6]) => {
    const addresses = [v4, v6].flatMap((outcome) => (outcome.status === 'fulfilled' ? outcome.value : []));
    if (addresses.length > 0) return answer(host, addresses);
    const rejected = [v4, v6].find((outcome) => outcome.status === 'rejected' && (outcome.reason as NodeJS.ErrnoException).code !== 'ENODATA');
    return rejected ? failure(host, (rejected as PromiseRejectedResult).reason) : answer(host, []);
  });
  return { result, cancel: () => resolver.cancel() };
}

/** Whether the resolver accepts these servers (checked when the settings are read). */
export function isDnsServerList(servers: string[]): boolean {
  try {
    new dns.Resolver().setServers(servers);
    return true;
  } catch {
    return false;
  }
}

/** The resolver outbound host names go through (gateways, webhooks, identity providers), with a deadline on every lookup. */
export function hostResolver(settings: ResolverSettings): HostResolver {
  return async (host) => {
    const lookup = settings.servers.length > 0 ? serverLookup(host, settings.servers) : systemLookup(host);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<Resolution>((resolve) => {
      timer = setTimeout(() => {
        lookup.cancel();
        resolve({ ok: false, message: `${host} did not resolve within ${Math.round(settings.timeoutMs / 1000)} s` });
      }, settings.timeoutMs);
    });
    try {
      return await Promise.race([lookup.result, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}
