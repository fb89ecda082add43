// Gateways page their lists with limit/offset and report no total, so a list endpoint that must answer `total`
// (decisions §1) reads every page. Pages are as large as the gateway allows (1000) to keep that to few calls.

export const GATEWAY_PAGE_MAX = 1000;
// A gateway that ignored `offset` would answer full pages forever; no real list is anywhere near this long.
const MAX_PAGES = 100;

/** Calls `fetchPage` with growing offsets until a page comes back short (or MAX_PAGES pages were read). */
export async function readAllPages<T>(fetchPage: (offset: number, limit: number) => Promise<T[]>): Promise<T[]> {
  const all: T[] = [];
  for (let pages = 0; pages < MAX_PAGES; pages += 1) {
    const page = await fetchPage(pages * GATEWAY_PAGE_MAX, GATEWAY_PAGE_MAX);
    all.push(...page);
    if (page.length < GATEWAY_PAGE_MAX) break;
  }
  return all;
}
