// The per-sandbox log ring (2000 entries, like the gateway's in-memory buffer). New lines also go to live watchers.
// Each entry keeps its position in the gateway's stream sequence, which resumable watches use as their cursor.
import type { StreamSequence } from './stream-sequence.ts';
import type { SandboxLogLine } from './types.ts';
import type { WatchHub } from './watch-hub.ts';

export const LOG_RING_SIZE = 2000;

export interface LogInput {
  level?: string;
  target?: string;
  message: string;
  source?: string;
  fields?: Record<string, string>;
  timestampMs?: number;
}

export interface LogEntry {
  seq: number;
  line: SandboxLogLine;
}

export class LogStore {
  private readonly rings = new Map<string, LogEntry[]>();
  private readonly watch: WatchHub;
  private readonly sequence: StreamSequence;

  constructor(watch: WatchHub, sequence: StreamSequence) {
    this.watch = watch;
    this.sequence = sequence;
  }

  append(sandboxId: string, input: LogInput): SandboxLogLine {
    const line: SandboxLogLine = {
      sandbox_id: sandboxId,
      timestamp_ms: input.timestampMs ?? Date.now(),
      level: input.level ?? 'INFO',
      target: input.target ?? 'openshell_server',
      message: input.message,
      source: input.source ?? 'gateway',
      fields: input.fields ?? {},
    };
    const entry: LogEntry = { seq: this.sequence.next(), line };
    const ring = this.rings.get(sandboxId) ?? [];
    ring.push(entry);
    if (ring.length > LOG_RING_SIZE) ring.splice(0, ring.length - LOG_RING_SIZE);
    this.rings.set(sandboxId, ring);
    this.watch.publish(sandboxId, { kind: 'log', entry });
    return line;
  }

  ring(sandboxId: string): readonly LogEntry[] {
    return this.rings.get(sandboxId) ?? [];
  }

  drop(sandboxId: string): void {
    this.rings.delete(sandboxId);
  }
}
