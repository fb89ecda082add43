/** What the last poll of a sandbox saw, and how many cycles to skip before the next. */
interface PollState {
  fingerprint: string;
  pending: number;
  gapCycles: number;
  skipsLeft: number;
}

/**
 * The fallback poll's pace per sandbox, in poll cycles: a sandbox whose pending chunks did not change since its last
 * poll waits twice as many cycles as before (up to `maxGapCycles`), one whose chunks changed is polled every cycle
 * again. Idle sandboxes thus cost a fraction of a GetDraftPolicy per cycle instead of one each.
 */
export class IdleBackoff {
  private readonly maxGapCycles: number;
  private states = new Map<string, PollState>();
  private seenThisCycle = new Set<string>();

  constructor(maxGapCycles: number) {
    this.maxGapCycles = Math.max(1, maxGapCycles);
  }

  /** Whether the sandbox is polled this cycle (counts a skipped cycle otherwise). */
  due(key: string): boolean {
    this.seenThisCycle.add(key);
    const state = this.states.get(key);
    if (!state || state.skipsLeft <= 0) return true;
    state.skipsLeft -= 1;
    return false;
  }

  /** A poll saw these pending chunks (`fingerprint` changes when any chunk or its hit count does). */
  polled(key: string, fingerprint: string, pending: number): void {
    const previous = this.states.get(key);
    const gapCycles = previous && previous.fingerprint === fingerprint ? Math.min(previous.gapCycles * 2, this.maxGapCycles) : 1;
    this.states.set(key, { fingerprint, pending, gapCycles, skipsLeft: gapCycles - 1 });
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
