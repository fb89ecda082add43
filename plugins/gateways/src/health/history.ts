import type { EntityManager } from '@mikro-orm/core';
import { type Clock, type Database, isoTimestamp, type Paging, rowNumber, type TablesOf, typedQueries } from '@portcullis/core';
import type { GatewayStatus } from '../gateway/entity.ts';
import type { HealthSample } from './sample-entity.ts';

/** One probe of one gateway as the monitor saw it; `probedAt` in epoch milliseconds. */
export interface ProbeRecord {
  gateway: string;
  probedAt: number;
  status: Exclude<GatewayStatus, 'unknown'>;
  latencyMs: number | null;
  error: string | null;
}

export interface HealthHistoryJson {
  id: number;
  gateway: string;
  probed_at: string;
  status: Exclude<GatewayStatus, 'unknown'>;
  latency_ms: number | null;
  error: string | null;
}

// An error is a sentence; a gateway that answers with a novel must not fill the table with it.
const ERROR_MAX = 1000;

const query = typedQueries<TablesOf<typeof HealthSample>>();

type Window = { gateway: string; since: number };

// A window without `since` starts at 0: every sample is later, so one statement serves both.
const samples = query((db, args: Window & Paging) =>
  db
    .selectFrom('gateway_health_history')
    .selectAll()
    .where('gateway', '=', args.gateway)
    .where('probedAt', '>=', args.since)
    .orderBy('probedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(args.limit)
    .offset(args.offset),
);

const sampleCount = query((db, args: Window) =>
  db
    .selectFrom('gateway_health_history')
    .select((eb) => eb.fn.countAll().as('total'))
    .where('gateway', '=', args.gateway)
    .where('probedAt', '>=', args.since),
);

type NewSample = Pick<ProbeRecord, 'gateway' | 'probedAt' | 'status' | 'latencyMs' | 'error'>;
const SAMPLE_COLUMNS = ['gateway', 'probedAt', 'status', 'latencyMs', 'error'] as const;

// A whole cycle's samples, however many, in one statement: they travel as one argument (rowsOf).
const samplesRecorded = query((db, args: { samples: NewSample[] }, { rowsOf }) =>
  db
    .insertInto('gateway_health_history')
    .columns(SAMPLE_COLUMNS)
    .expression(
      db
        .selectFrom(rowsOf(args.samples, 'gateway_health_history', SAMPLE_COLUMNS).as('sample'))
        .select(['sample.gateway', 'sample.probedAt', 'sample.status', 'sample.latencyMs', 'sample.error']),
    ),
);

const samplesBefore = query((db, args: { before: number }) => db.deleteFrom('gateway_health_history').where('probedAt', '<', args.before));

const samplesOf = query((db, args: { gateway: string }) => db.deleteFrom('gateway_health_history').where('gateway', '=', args.gateway));

function historyJson(sample: InstanceType<typeof HealthSample.class>): HealthHistoryJson {
  return {
    id: sample.id,
    gateway: sample.gateway,
    probed_at: isoTimestamp(sample.probedAt),
    status: sample.status,
    latency_ms: sample.latencyMs ?? null,
    error: sample.error ?? null,
  };
}

/**
 * The probe results of the last SERVICE_HEALTH_HISTORY_RETENTION_HOURS (table gateway_health_history): written
 * once per health cycle in one statement, read newest first per gateway, pruned by age after every cycle. Times
 * are epoch milliseconds on both dialects, so the same parameters serve both.
 *
 * There is no foreign key to gateways: a probe finishing while its gateway is removed must not fail the cycle's
 * insert for every other gateway. Removing a gateway deletes its rows (`forget`); such a late row ages out.
 */
export class HealthHistory {
  private readonly database: Database;
  private readonly clock: Clock;
  private readonly retentionMs: number;

  constructor(deps: { database: Database; clock: Clock; retentionHours: number }) {
    this.database = deps.database;
    this.clock = deps.clock;
    this.retentionMs = deps.retentionHours * 3_600_000;
  }

  async record(probes: ProbeRecord[]): Promise<void> {
    if (probes.length === 0) return;
    const samples = probes.map((probe) => ({ ...probe, error: probe.error?.slice(0, ERROR_MAX) ?? null }));
    await this.database.queries.run(samplesRecorded, { samples });
  }

  /** One gateway's probes, newest first; `since` (inclusive) narrows them to a window. */
  async page(gateway: string, filter: { since?: Date | undefined }, paging: Paging): Promise<{ items: HealthHistoryJson[]; total: number }> {
    const window = { gateway, since: filter.since?.getTime() ?? 0 };
    const [rows, count] = await Promise.all([this.database.queries.all(samples, { ...window, ...paging }), this.database.queries.one(sampleCount, window)]);
    return { items: rows.map(historyJson), total: rowNumber(count?.total ?? 0) };
  }

  /** Deletes the probes older than the retention; returns how many went. */
  prune(): Promise<number> {
    return this.database.queries.run(samplesBefore, { before: this.clock.now() - this.retentionMs });
  }

  /** Deletes a removed gateway's probes, in the transaction that removes it. */
  async forget(em: EntityManager, gateway: string): Promise<void> {
    await this.database.queries.run(samplesOf, { gateway }, em);
  }
}
