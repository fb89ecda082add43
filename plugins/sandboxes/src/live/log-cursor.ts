import type { SandboxLogLine__Output } from '@portcullis/proto/generated/openshell/v1/SandboxLogLine';

// After a reconnect the gateway replays its log tail. We ask only for lines since the last millisecond we saw,
// but several lines share a millisecond (contract §b.5), so lines of that millisecond are matched against what
// was already delivered — as a multiset: two identical lines in one burst are two lines.
function lineKey(line: SandboxLogLine__Output): string {
  return JSON.stringify([line.level, line.source, line.target, line.message, line.fields]);
}

export class LogCursor {
  private lastMs = -1;
  private readonly atLast = new Map<string, number>();
  private skip: Map<string, number> | null = null;
  private skipMs = -1;

  /** `log_since_ms` for the next WatchSandbox: 0 until a line was seen. */
  get sinceMs(): number {
    return Math.max(0, this.lastMs);
  }

  get started(): boolean {
    return this.lastMs >= 0;
  }

  /** Call before reconnecting: the replay may repeat lines of the last millisecond seen. */
  rewind(): void {
    this.skip = new Map(this.atLast);
    this.skipMs = this.lastMs;
  }

  /** Whether the line is new (and records it). */
  accept(line: SandboxLogLine__Output): boolean {
    const ms = Number(line.timestamp_ms);
    const key = lineKey(line);
    if (this.skip) {
      if (ms === this.skipMs) {
        const repeats = this.skip.get(key) ?? 0;
        if (repeats > 0) {
          this.skip.set(key, repeats - 1);
          return false;
        }
      } else if (ms > this.skipMs) this.skip = null;
    }
    if (ms > this.lastMs) {
      this.lastMs = ms;
      this.atLast.clear();
    }
    if (ms === this.lastMs) this.atLast.set(key, (this.atLast.get(key) ?? 0) + 1);
    return true;
  }
}
