import type { EventLog, LoggedEvent } from './log.ts';
import { SerialRun } from './serial-run.ts';

const BATCH = 500;

/**
 * This process's reader of the event log, from where the log ended when it started: it hands every event to the
 * subscribers that follow the log live (live streams, caches), in log order. Nothing it reads is kept: a process
 * that restarts follows from the new end.
 */
export class LogTail {
  private readonly log: EventLog;
  private readonly deliver: (event: LoggedEvent) => void;
  private readonly reader: SerialRun;
  private position = 0;
  private started = false;

  constructor(log: EventLog, deliver: (event: LoggedEvent) => void) {
    this.log = log;
    this.deliver = deliver;
    this.reader = new SerialRun(() => this.drain());
  }

  async start(): Promise<void> {
    this.position = await this.log.head();
    this.started = true;
  }

  /** Reads what was written since the last read (a failed read is tried again at the next wake-up). */
  wake(): Promise<void> {
    return this.started ? this.reader.run() : Promise.resolve();
  }

  /** Reads up to `head` at least. Rows below it that are gone (purged) are passed over. */
  async reach(head: number): Promise<void> {
    if (!this.started || this.position >= head) return;
    await this.wake();
    this.position = Math.max(this.position, head);
  }

  idle(): Promise<void> {
    return this.reader.idle();
  }

  private async drain(): Promise<void> {
    for (;;) {
      const events = await this.log.after(this.position, BATCH);
      for (const event of events) {
        this.position = event.seq;
        this.deliver(event);
      }
      if (events.length < BATCH) return;
    }
  }
}
