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
