import type { Clock } from '@portcullis/core';

/** What the last poll of a sandbox saw, when, and how long to wait before the next. */
interface PollState {
  fingerprint: string;
  pending: number;
  polledAt: number;
  gapMs: number;
}

/**
 * The fallback poll's pace per sandbox: a sandbox whose pending chunks did not change since its last poll waits twice
 * as long as before (from one poll interval up to `maxGapMs`), one whose chunks changed is polled at every cycle again.
 * Idle sandboxes thus cost a fraction of a GetDraftPolicy per cycle instead of one each. Gaps are time, not cycles:
 * a cycle takes longer than its interval on a large fleet, and the longest wait must stay what the setting says.
 */
export class IdleBackoff {
  private readonly clock: Clock;
  private readonly intervalMs: number;
  private readonly maxGapMs: number;
  private states = new Map<string, PollState>();
  private seenThisCycle = new Set<string>();

  constructor(options: { clock: Clock; intervalMs: number; maxGapMs: number }) {
    this.clock = options.clock;
    this.intervalMs = options.intervalMs;
    this.maxGapMs = Math.max(options.intervalMs, options.maxGapMs);
  }

  /** Whether the sandbox is polled this cycle: its gap has passed, give or take half an interval of run jitter. */
  due(key: string): boolean {
    this.seenThisCycle.add(key);
    const state = this.states.get(key);
    return !state || this.clock.now() >= state.polledAt + state.gapMs - this.intervalMs / 2;
  }

  /** A poll saw these pending chunks (`fingerprint` changes when any chunk or its hit count does). */
  polled(key: string, fingerprint: string, pending: number): void {
    const previous = this.states.get(key);
    const gapMs = previous && previous.fingerprint === fingerprint ? Math.min(previous.gapMs * 2, this.maxGapMs) : this.intervalMs;
    this.states.set(key, { fingerprint, pending, polledAt: this.clock.now(), gapMs });
  }

  /** Pending chunks as the last poll saw them (0 for a sandbox never polled). */
  pendingOf(key: string): number {
    return this.states.get(key)?.pending ?? 0;
  }

  /** Ends a cycle: sandboxes not met in it (gone, stopped, or on a gateway another replica owns now) are forgotten. */
  endCycle(): void {
    for (const key of this.states.keys()) if (!this.seenThisCycle.has(key)) this.states.delete(key);
    this.seenThisCycle = new Set();
  }
}
