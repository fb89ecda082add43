import type { ServicePrincipalRecord } from '../entities/service-principal.ts';

const MAX_ENTRIES = 10_000;

/**
 * Recently verified keys, by hash, so that a scraper or a busy API client does not cost a database query on every
 * request. An entry lives a fixed few seconds from the lookup that stored it (hits never extend it), and every
 * change to a principal (rotate, update, delete) forgets its entries: here after the change commits, on other
 * replicas through a relayed event. Unknown keys are never cached (a new key must work immediately).
 *
 * A lookup that was already reading the database when a change was forgotten must not store what it read (the
 * record from before the change): each lookup takes the generation first, and `remember` refuses a stale one.
 */
export class KeyCache {
  private readonly ttlMs: number;
  private readonly entries = new Map<string, { principal: ServicePrincipalRecord; until: number }>();
  private generation = 0;

  constructor(ttlMs: number) {
    this.ttlMs = ttlMs;
  }

  /** Taken before a lookup reads the database; handed back to `remember`. */
  begin(): number {
    return this.generation;
  }

  get(hash: string, now: number): ServicePrincipalRecord | null {
    const entry = this.entries.get(hash);
    if (!entry) return null;
    if (entry.until > now) return entry.principal;
    this.entries.delete(hash);
    return null;
  }

  /** Stores what a lookup found, unless a change was forgotten since the lookup began. */
  remember(hash: string, principal: ServicePrincipalRecord, now: number, generation: number): void {
    if (this.ttlMs <= 0 || generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(hash, { principal, until: now + this.ttlMs });
  }

  forget(principalId: string): void {
    this.generation += 1;
    for (const [hash, entry] of this.entries) if (entry.principal.id === principalId) this.entries.delete(hash);
  }
}
