import { promises as dns } from 'node:dns';
import { SRV_PREFIX } from './domains.ts';

export interface SrvTarget {
  /** As published (case and trailing dot kept; candidate.ts derives the name and endpoint). */
  host: string;
  port: number;
}

export type SrvLookup = { ok: true; targets: SrvTarget[] } | { ok: false; error: string };

export interface SrvSettings {
  /** `ip` or `ip:port` of the DNS server to ask; null: the system's servers. */
  server: string | null;
  timeoutMs: number;
}

// A name without SRV records, or a name that does not exist: the domain publishes no gateways. Not a failure.
const NO_RECORDS = new Set(['ENODATA', 'ENOTFOUND']);

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The targets of `_openshell._tcp.<domain>`, by priority then weight (RFC 2782 preference order; then by name and
 * port, so that a scan's order does not depend on the order of the server's answer), without the
 * "." target that says the service is not offered. The deadline covers the whole lookup: a server that does not
 * answer costs one timeout, not the resolver's retries.
 */
export async function lookupSrv(domain: string, settings: SrvSettings): Promise<SrvLookup> {
  const resolver = new dns.Resolver({ timeout: settings.timeoutMs, tries: 1 });
  if (settings.server) resolver.setServers([settings.server]);
  const timer = setTimeout(() => resolver.cancel(), settings.timeoutMs);
  try {
    const records = await resolver.resolveSrv(`${SRV_PREFIX}${domain}`);
    const usable = records.filter((record) => record.name !== '' && record.name !== '.');
    usable.sort((a, b) => a.priority - b.priority || b.weight - a.weight || byText(a.name, b.name) || a.port - b.port);
    return { ok: true, targets: usable.map((record) => ({ host: record.name, port: record.port })) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (NO_RECORDS.has(code)) return { ok: true, targets: [] };
    if (code === 'ECANCELLED' || code === 'ETIMEOUT') return { ok: false, error: `no answer within ${Math.round(settings.timeoutMs / 1000)} s` };
    return { ok: false, error: `the SRV lookup failed (${code || (error as Error).message})` };
  } finally {
    clearTimeout(timer);
  }
}
