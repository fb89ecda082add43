import type { GatewayApi, GatewayRecord, LogPage } from '@portcullis/plugin-gateways';
import { LogCursor } from '@portcullis/plugin-sandboxes';
import type { LineFields } from './classify.ts';
import type { CursorWrite, StoredCursor } from './store/cursors.ts';
import { utcDay } from './windows.ts';

// One sandbox's poll (docs/openshell-0.0.md §b.5): GetSandboxLogs takes the last `lines` entries of the gateway's ring,
// then keeps those at or after `since`. There is no upstream cursor, so ours is the last millisecond read plus a digest
// multiset of the lines of that millisecond (the sandboxes plugin's LogCursor): lines sharing the millisecond are
// counted once, however many polls, restarts or replicas see them.

/** The gateway keeps this many lines per sandbox, and a poll asks for all of them. */
export const RING_LINES = 2000;

export interface MeteredSandbox {
  id: string;
  workspace: string;
  name: string;
  running: boolean;
}

export interface PollOutcome {
  cursor: CursorWrite;
  /** Metered requests among the new lines, by UTC day of their timestamps. */
  perDay: Map<string, number>;
  /** The ring no longer reached back to the cursor: lines written in between were possibly never seen. */
  overrun: boolean;
}

export interface PollContext {
  gateways: GatewayApi;
  gateway: GatewayRecord;
  isRequest: (line: LineFields) => boolean;
  /** Where a sandbox without a cursor starts: metering's activation. */
  activatedAt: number;
  signal: AbortSignal;
}

export async function pollSandbox(sandbox: MeteredSandbox, stored: StoredCursor | undefined, context: PollContext): Promise<PollOutcome> {
  const since = stored ? stored.state.lastMs : context.activatedAt;
  const cursor = stored ? LogCursor.restore(stored.state) : new LogCursor();
  const response = await context.gateways.sandboxes.logs(
    { gateway: context.gateway, workspace: sandbox.workspace },
    sandbox,
    { lines: RING_LINES, since, sources: [], minLevel: '' },
    { signal: context.signal },
  );
  const perDay = new Map<string, number>();
  for (const line of response.lines) {
    const ms = line.time;
    if (ms < since || !cursor.accept(line) || !context.isRequest(line)) continue;
    const day = utcDay(ms);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  return {
    cursor: {
      sandboxId: sandbox.id,
      workspace: sandbox.workspace,
      sandbox: sandbox.name,
      running: sandbox.running,
      previous: stored?.version ?? null,
      state: cursor.started ? cursor.state() : { lastMs: since, atLast: [] },
    },
    perDay,
    overrun: overran(response, since),
  };
}

/**
 * Every line the ring examined is at or after the cursor, the ring is full, and its oldest line is newer than the
 * cursor: the gateway dropped lines we had not read, and no one can tell how many.
 */
function overran(response: LogPage, since: number): boolean {
  const oldest = response.lines[0];
  return response.bufferTotal >= RING_LINES && response.lines.length === response.bufferTotal && oldest !== undefined && oldest.time > since;
}
