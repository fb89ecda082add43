/**
 * A per-key fixed-window counter: cheap enough to sit in front of every request. Memory stays bounded because
 * windows that ended are swept as new ones open.
 */
export class WindowLimiter {
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly now: () => number;
  private windowStart = 0;
  private counts = new Map<string, number>();

  constructor(options: { limit: number; windowMs: number; now: () => number }) {
    this.limit = options.limit;
    this.windowMs = options.windowMs;
    this.now = options.now;
  }

  /** Counts one hit; returns 0 when allowed, otherwise the seconds until the window resets. */
  hit(key: string): number {
    const now = this.now();
    if (now - this.windowStart >= this.windowMs) {
      this.windowStart = now - (now % this.windowMs);
      this.counts = new Map();
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    return count > this.limit ? Math.ceil((this.windowStart + this.windowMs - now) / 1000) : 0;
  }
}

/**
 * A per-key sliding window (timestamps of recent hits): exact, for low-volume limits such as logins.
 */
export class SlidingWindowLimiter {
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly now: () => number;
  private readonly hits = new Map<string, number[]>();

  constructor(options: { limit: number; windowMs: number; now: () => number }) {
    this.limit = options.limit;
    this.windowMs = options.windowMs;
    this.now = options.now;
  }

  /** Seconds until another attempt is allowed (0 = allowed now), without counting one. */
  retryAfter(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.limit) return 0;
    return Math.max(1, Math.ceil((recent[recent.length - this.limit]! + this.windowMs - this.now()) / 1000));
  }

  hit(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.sweep();
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - this.windowMs;
    return (this.hits.get(key) ?? []).filter((time) => time > cutoff);
  }

  private sweep(): void {
    for (const key of [...this.hits.keys()]) if (this.recent(key).length === 0) this.hits.delete(key);
  }
}
