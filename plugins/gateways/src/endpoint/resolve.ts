import { promises as dns } from 'node:dns';

export type Resolution = { ok: true; addresses: string[] } | { ok: false; message: string };

/** All addresses of a host name, with a deadline (getaddrinfo cannot be cancelled, so the lookup is raced). */
export async function resolveHost(host: string, timeoutMs: number): Promise<Resolution> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Resolution>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, message: `${host} did not resolve within ${Math.round(timeoutMs / 1000)} s` }), timeoutMs);
  });
  const lookup = dns.lookup(host, { all: true, verbatim: true }).then(
    (entries): Resolution => (entries.length > 0 ? { ok: true, addresses: entries.map((entry) => entry.address) } : { ok: false, message: `${host} has no addresses` }),
    (error: NodeJS.ErrnoException): Resolution => ({ ok: false, message: `${host} does not resolve (${error.code ?? error.message})` }),
  );
  try {
    return await Promise.race([lookup, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
