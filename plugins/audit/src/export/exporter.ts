import type { Clock, Logger, MetricCounter, Metrics } from '@portcullis/core';
import type { AuditExportConfig } from './config.ts';
import type { CursorState, ExportCursors } from './cursors.ts';
import type { AuditExportLane } from './lane.ts';
import type { AuditExportSource, Lag } from './source.ts';

export interface LaneStatus extends CursorState, Lag {
  description: string;
}

/**
 * Runs the export lanes (docs/audit-export.md §1). One run, on the replica holding the task's lease, moves each lane
 * forward batch by batch: read at most `batch_size` rows after its cursor, hand them to the lane, move the cursor
 * only once the lane has acknowledged them. Nothing is read ahead of the acknowledged position, so a receiver that
 * is down holds the cursor (and memory stays one batch per lane) while the lag grows; a failed batch is offered
 * again, whole, after an exponential backoff. A crash between acknowledgement and the cursor move redelivers that
 * one batch: at least once, with duplicates bounded by one batch.
 */
export class AuditExporter {
  private lanes: AuditExportLane[] = [];
  private readonly cursors: ExportCursors;
  private readonly source: AuditExportSource;
  private readonly config: AuditExportConfig;
  private readonly clock: Clock;
  private readonly logger: Logger;
  private readonly failures: MetricCounter<'lane'>;

  constructor(options: { cursors: ExportCursors; source: AuditExportSource; config: AuditExportConfig; clock: Clock; logger: Logger; metrics: Metrics }) {
    this.cursors = options.cursors;
    this.source = options.source;
    this.config = options.config;
    this.clock = options.clock;
    this.logger = options.logger;
    this.failures = options.metrics.counter('audit_export_failures_total', 'Audit export batches a lane failed to deliver (each is retried).', ['lane']);
    options.metrics.gauge('audit_export_lag_rows', 'Audit rows not yet acknowledged by the export lane.', ['lane'], (gauge) => this.collectLag(gauge, 'rows'));
    options.metrics.gauge(
      'audit_export_lag_seconds',
      'Age in seconds of the oldest audit row not yet acknowledged by the export lane (0 when caught up).',
      ['lane'],
      (gauge) => this.collectLag(gauge, 'seconds'),
    );
  }

  install(lanes: AuditExportLane[]): void {
    const names = new Set<string>();
    for (const lane of lanes) {
      if (names.has(lane.name)) throw new Error(`two audit export lanes are named ${lane.name}`);
      names.add(lane.name);
    }
    this.lanes = lanes;
  }

  get enabled(): boolean {
    return this.lanes.length > 0;
  }

  /** One run of every lane, side by side: a slow or failing lane does not hold the others back. */
  async run(signal: AbortSignal): Promise<void> {
    await Promise.all(this.lanes.map((lane) => this.runLane(lane, signal)));
  }

  async status(): Promise<LaneStatus[]> {
    const now = this.clock.now();
    return Promise.all(
      this.lanes.map(async (lane) => {
        const cursor = await this.cursors.open(lane.name);
        return { ...cursor, ...(await this.source.lag(cursor.position, now)), description: lane.description };
      }),
    );
  }

  private async runLane(lane: AuditExportLane, signal: AbortSignal): Promise<void> {
    const cursor = await this.cursors.open(lane.name);
    if (cursor.nextAttemptAt !== null && cursor.nextAttemptAt > this.clock.now()) return;
    let position = cursor.position;
    for (let batchNumber = 0; batchNumber < this.config.batches_per_run && !signal.aborted; batchNumber += 1) {
      const batch = await this.source.after(position, this.config.batch_size);
      if (batch.length === 0) return;
      try {
        await lane.send(batch, signal);
      } catch (error) {
        this.failures.inc({ lane: lane.name });
        const message = error instanceof Error ? error.message : String(error);
        this.logger.warn({ lane: lane.name, position, err: message }, 'audit export batch failed; retrying after a backoff');
        await this.cursors.failed(lane.name, position, message, (failures) => this.backoffMs(failures));
        return;
      }
      const last = batch[batch.length - 1]!.id;
      // Another runner (this one's lease lapsed) moved the cursor: leave the lane to it.
      if (!(await this.cursors.advance(lane.name, position, last, batch.length))) return;
      position = last;
    }
  }

  /** 1 s, 2 s, 4 s … up to max_backoff. */
  private backoffMs(failures: number): number {
    return Math.min(this.config.max_backoff * 1000, 1000 * 2 ** Math.min(failures - 1, 30));
  }

  private async collectLag(gauge: { set(labels: { lane: string }, value: number): void }, field: keyof Lag): Promise<void> {
    const now = this.clock.now();
    for (const lane of this.lanes) {
      const cursor = await this.cursors.find(lane.name);
      const lag = await this.source.lag(cursor?.position ?? 0, now);
      gauge.set({ lane: lane.name }, lag[field]);
    }
  }
}
