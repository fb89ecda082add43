// What one WatchSandbox stream asks for, in terms both wire lines translate into, and how its items are written.
import type { Sandbox } from '@portcullis/proto/generated/openshell/v1/Sandbox';
import type { LogQuery } from '../state/log-filter.ts';
import type { LogEntry } from '../state/logs.ts';
import type { EventEntry, Phase, SandboxRecord } from '../state/types.ts';

export interface WatchOptions {
  followStatus: boolean;
  followLogs: boolean;
  followEvents: boolean;
  /** Log lines replayed before live items (the line's default already applied). */
  logTailLines: number;
  eventTail: number;
  stopOnTerminal: boolean;
  /** Phases whose snapshot ends a stop_on_terminal stream: READY only on the 0.0 line. */
  terminalPhases: ReadonlySet<Phase>;
  logFilter: Omit<LogQuery, 'lines'>;
  /** Replay the logs and events after this stream position instead of the tails (0.1 resume_after_cursor). */
  resumeAfter: number | undefined;
}

/** Turns the simulator's items into the wire events of one line. */
export interface WatchFormat<E> {
  /** The snapshot as the 0.0 line sends it, and the record it was taken from (for what only the 0.1 line sends). */
  sandbox(sandbox: Sandbox, record: SandboxRecord): E;
  log(entry: LogEntry): E;
  event(entry: EventEntry): E;
}
