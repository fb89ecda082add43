// Gateways page their lists with limit/offset and report no total, so a list endpoint that must answer `total`
// (decisions §1) reads every page. Pages are as large as the gateway allows (1000) to keep that to few calls.

export const GATEWAY_PAGE_MAX = 1000;

/** Calls `fetchPage` with growing offsets until a page comes back short. */
export async function readAllPages<T>(fetchPage: (offset: number, limit: number) => Promise<T[]>): Promise<T[]> {
  const all: T[] = [];
  for (let offset = 0; ; offset += GATEWAY_PAGE_MAX) {
    const page = await fetchPage(offset, GATEWAY_PAGE_MAX);
    all.push(...page);
    if (page.length < GATEWAY_PAGE_MAX) return all;
  }
}

/** Our side of `offset`/`limit` over a complete list. */
export function pageOf<T>(items: T[], offset: number, limit: number): { items: T[]; total: number } {
  return { items: items.slice(offset, offset + limit), total: items.length };
}
