import { createHash } from 'node:crypto';
import type { LogLine } from '@portcullis/plugin-gateways';

// After a reconnect the gateway replays its log tail. We ask only for lines since the last millisecond we saw,
// but several lines share a millisecond (docs/openshell-0.0.md §b.5), so lines of that millisecond are matched against
// what was already delivered — as a multiset: two identical lines in one burst are two lines. The same cursor lets the
// metering plugin poll the ring (GetSandboxLogs since the last millisecond) and survive restarts: its state is small (a
// digest per distinct line of the last millisecond) so it can be stored after every poll.
function lineKey(line: LogLine): string {
  return createHash('sha256')
    .update(JSON.stringify([line.level, line.source, line.target, line.message, line.fields]))
    .digest('base64url')
    .slice(0, 22);
}

/** What a cursor must remember: the last millisecond seen and how many lines of each kind it held. */
export interface LogCursorState {
  lastMs: number;
  /** [line digest, count] of the lines seen at `lastMs`. */
  atLast: Array<[string, number]>;
}

export class LogCursor {
  private lastMs = -1;
  /** Digests of lines of `lastMs` a stored state brought along. */
  private restored = new Map<string, number>();
  /** Lines of `lastMs` accepted since; digested only when a state or a rewind needs them (most lines never do). */
  private atLast: LogLine[] = [];
  private skip: Map<string, number> | null = null;
  private skipMs = -1;

  /** A cursor that continues from a stored state; it expects the lines of `lastMs` to be replayed (see `rewind`). */
  static restore(state: LogCursorState): LogCursor {
    const cursor = new LogCursor();
    cursor.lastMs = state.lastMs;
    cursor.restored = new Map(state.atLast);
    cursor.rewind();
    return cursor;
  }

  /** Where the next WatchSandbox's logs start (epoch ms): 0 until a line was seen. */
  get sinceMs(): number {
    return Math.max(0, this.lastMs);
  }

  get started(): boolean {
    return this.lastMs >= 0;
  }

  state(): LogCursorState {
    return { lastMs: this.lastMs, atLast: [...this.seenAtLast()] };
  }

  /** Call before reconnecting: the replay may repeat lines of the last millisecond seen. */
  rewind(): void {
    this.skip = this.seenAtLast();
    this.skipMs = this.lastMs;
  }

  /** Whether the line is new (and records it). */
  accept(line: LogLine): boolean {
    const ms = line.time;
    if (this.skip) {
      if (ms === this.skipMs) {
        const key = lineKey(line);
        const repeats = this.skip.get(key) ?? 0;
        if (repeats > 0) {
          this.skip.set(key, repeats - 1);
          return false;
        }
      } else if (ms > this.skipMs) this.skip = null;
    }
    if (ms > this.lastMs) {
      this.lastMs = ms;
      this.restored = new Map();
      this.atLast = [];
    }
    if (ms === this.lastMs) this.atLast.push(line);
    return true;
  }

  /** The multiset of lines seen at `lastMs`, by digest. */
  private seenAtLast(): Map<string, number> {
    const seen = new Map(this.restored);
    for (const line of this.atLast) {
      const key = lineKey(line);
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    return seen;
  }
}
