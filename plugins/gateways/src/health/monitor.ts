import type { Clock, EventBus, Logger } from '@portcullis/core';
import type { WireLineRegistry } from '../api/wire-lines.ts';
import type { GatewayClientPool } from '../client/pool.ts';
import type { GatewayStatus } from '../gateway/entity.ts';
import type { GatewayRecord } from '../gateway/record.ts';
import type { GatewayRegistry, ProbeOutcome } from '../registry/registry.ts';
import type { HealthHistory, ProbeRecord } from './history.ts';
import { forEachLimited } from './limited.ts';
import { type ConnectionReport, probeGateway } from './probe.ts';
import { pooledTransport } from './transport.ts';

export interface MonitorSettings {
  concurrency: number;
  probeTimeoutMs: number;
}

export interface CycleSummary {
  probed: number;
  counts: Record<Exclude<GatewayStatus, 'unknown'>, number>;
  transitions: number;
  durationMs: number;
}

/**
 * What is stored of a probe: a gateway that cannot be reached keeps the version it last reported, and one whose
 * GetGatewayInfo did not answer keeps the extensions it last listed.
 */
function outcomeOf(record: GatewayRecord, report: ConnectionReport): ProbeOutcome {
  const infoAnswered = report.compute_drivers !== null;
  return {
    status: report.status,
    error: report.error,
    version: report.version ?? record.version,
    latencyMs: report.latency_ms,
    extensions: infoAnswered ? report.extensions : record.extensions,
  };
}

/**
 * The health monitor (docs/decisions.md §2): probes every registered gateway with bounded concurrency and a deadline
 * per probe, stores status / last_seen, and fires `gateway.unreachable` / `gateway.recovered` once per transition. It
 * runs as a sharded scheduler task: each replica probes the gateways it owns (docs/plugins.md, Tasks), so each is
 * probed by one replica per interval, and while ownership moves the stored transition is conditional, so an event
 * is never doubled. Every probe's result also goes to the health history, in one insert per cycle.
 */
export class HealthMonitor {
  private readonly registry: GatewayRegistry;
  private readonly pool: GatewayClientPool;
  private readonly lines: WireLineRegistry;
  private readonly events: EventBus;
  private readonly logger: Logger;
  private readonly history: HealthHistory;
  private readonly clock: Clock;
  private readonly settings: MonitorSettings;

  constructor(deps: {
    registry: GatewayRegistry;
    pool: GatewayClientPool;
    lines: WireLineRegistry;
    events: EventBus;
    logger: Logger;
    history: HealthHistory;
    clock: Clock;
    settings: MonitorSettings;
  }) {
    this.registry = deps.registry;
    this.history = deps.history;
    this.clock = deps.clock;
    this.pool = deps.pool;
    this.lines = deps.lines;
    this.events = deps.events;
    this.logger = deps.logger;
    this.settings = deps.settings;
  }

  /** One gateway probed now through the pooled client, as a cycle would, without recording anything. */
  probeNow(record: GatewayRecord): Promise<ConnectionReport> {
    return probeGateway(pooledTransport(this.pool, this.registry, record), this.lines, this.settings.probeTimeoutMs);
  }

  /**
   * Probes every gateway `owns` accepts (this replica's share of the sharded task; by default all), each once.
   */
  async runCycle(signal?: AbortSignal, owns: (gateway: string) => boolean = () => true): Promise<CycleSummary> {
    const started = performance.now();
    const records = (await this.registry.list()).filter((record) => owns(record.name));
    const summary: CycleSummary = { probed: 0, counts: { connected: 0, degraded: 0, unreachable: 0 }, transitions: 0, durationMs: 0 };
    const unchanged: Array<{ name: string; outcome: ProbeOutcome }> = [];
    const probes: ProbeRecord[] = [];
    const errors = await forEachLimited(
      records,
      this.settings.concurrency,
      async (record) => {
        const report = await this.probeNow(record);
        summary.probed += 1;
        summary.counts[report.status] += 1;
        const outcome = outcomeOf(record, report);
        probes.push({ gateway: record.name, probedAt: this.clock.now(), status: report.status, latencyMs: report.latency_ms, error: report.error });
        if (report.status === record.status) unchanged.push({ name: record.name, outcome });
        else if (await this.transition(record, report, outcome)) summary.transitions += 1;
      },
      signal,
    );
    // Transitions are written (and announced) as they happen; the steady majority in one batch at the end.
    await this.registry.recordUnchanged(unchanged);
    await this.history.record(probes);
    summary.durationMs = Math.round(performance.now() - started);
    if (errors.length > 0) {
      this.logger.warn({ failed: errors.length, first: (errors[0] as Error).message }, 'some gateway probes could not be recorded');
      throw new Error(`${errors.length} of ${records.length} gateway probes could not be recorded: ${(errors[0] as Error).message}`);
    }
    return summary;
  }

  /** Stores a status change; announces it when this probe made it (another prober may have been first). */
  private async transition(record: GatewayRecord, report: ConnectionReport, outcome: ProbeOutcome): Promise<boolean> {
    return this.registry.recordProbe(record.name, record.status, outcome, () => this.announce(record, report));
  }

  private announce(record: GatewayRecord, report: ConnectionReport): void {
    if (report.status === 'unreachable') {
      this.events.emit('gateway.unreachable', { gateway: record.name, previous_status: record.status, error: report.error });
      this.logger.warn({ gateway: record.name, error: report.error }, 'gateway became unreachable');
    } else if (record.status === 'unreachable') {
      this.events.emit('gateway.recovered', { gateway: record.name, status: report.status, version: report.version });
      this.logger.info({ gateway: record.name, status: report.status }, 'gateway recovered');
    }
  }
}
