import type { ServicePrincipalRecord } from '../entities/service-principal.ts';

const MAX_ENTRIES = 10_000;

/**
 * Recently verified keys, by hash, so that a scraper or a busy API client does not cost a database query on every
 * request. Entries live a few seconds; every change to a principal (rotate, update, delete) forgets its entries
 * on this replica before the change is answered, and on other replicas through a relayed event, so a rotated
 * key stops working at once. Unknown keys are never cached (a new key must work immediately).
 */
export class KeyCache {
  private readonly ttlMs: number;
  private readonly entries = new Map<string, { principal: ServicePrincipalRecord; until: number }>();

  constructor(ttlMs: number) {
    this.ttlMs = ttlMs;
  }

  get(hash: string, now: number): ServicePrincipalRecord | null {
    const entry = this.entries.get(hash);
    if (!entry) return null;
    if (entry.until > now) return entry.principal;
    this.entries.delete(hash);
    return null;
  }

  remember(hash: string, principal: ServicePrincipalRecord, now: number): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(hash, { principal, until: now + this.ttlMs });
  }

  forget(principalId: string): void {
    for (const [hash, entry] of this.entries) if (entry.principal.id === principalId) this.entries.delete(hash);
  }
}
