import type { Logger } from '@portcullis/core';
import { forEachLimited, type GatewayApi, type GatewayRecord, type GatewayRegistry, type GatewaySandbox } from '@portcullis/plugin-gateways';
import { type Sandboxes, stateOf } from '@portcullis/plugin-sandboxes';
import type { LineFields } from './classify.ts';
import type { MeteringMetrics } from './metrics.ts';
import type { UsageObserver } from './observers.ts';
import { type MeteredSandbox, type PollOutcome, pollSandbox } from './poll.ts';
import type { CountIncrement, MeteringStore, StoredCursor } from './store/cursors.ts';

// Sandboxes of one gateway read at the same time during a poll (gateways run `poll_concurrency` at a time).
const SANDBOXES_AT_ONCE = 4;

export interface MeterDeps {
  registry: GatewayRegistry;
  sandboxes: Sandboxes;
  gateways: GatewayApi;
  store: MeteringStore;
  isRequest: (line: LineFields) => boolean;
  metrics: MeteringMetrics;
  observers: () => readonly UsageObserver[];
  logger: Logger;
  clock: { now(): number };
  concurrency: number;
}

/**
 * The metering poll (spec "Metering behaviour", docs/decisions.md §8), run as a sharded task: for every gateway this
 * replica owns that is not known to be unreachable, each running sandbox's new log lines are read from its cursor and
 * the metered requests among them counted per UTC day. A gateway that fails is skipped and caught up at a later poll
 * from what its ring still holds. Sandboxes that stopped since the previous poll are read once more, so their last
 * lines count too.
 */
export class Meter {
  private readonly deps: MeterDeps;
  private activatedAt: number | null = null;

  constructor(deps: MeterDeps) {
    this.deps = deps;
  }

  /** Notes when metering started (at the plugin's start), unless an earlier start did. */
  async activate(): Promise<number> {
    this.activatedAt ??= await this.deps.store.activate(this.deps.clock.now());
    return this.activatedAt;
  }

  /** Reads the logs of every gateway `owns` accepts (this replica's share; by default all), then tells the observers. */
  async runPoll(signal: AbortSignal, owns: (gateway: string) => boolean = () => true): Promise<void> {
    const activatedAt = await this.activate();
    const gateways = (await this.deps.registry.list()).filter((gateway) => gateway.status !== 'unreachable' && owns(gateway.name));
    const failures = await forEachLimited(gateways, this.deps.concurrency, (gateway) => this.pollGateway(gateway, activatedAt, signal), signal);
    if (failures.length > 0)
      this.deps.logger.debug({ failures: failures.length }, 'metering skipped gateways that failed; their logs are read at the next poll');
    for (const observer of this.deps.observers()) {
      await observer
        .meteringPollFinished(signal)
        .catch((error: unknown) => this.deps.logger.error({ err: error, observer: observer.id }, 'usage observer failed'));
    }
  }

  private async pollGateway(gateway: GatewayRecord, activatedAt: number, signal: AbortSignal): Promise<void> {
    const [listing, cursors] = await Promise.all([this.deps.sandboxes.fetchEveryWorkspace(gateway, signal), this.deps.store.cursorsOf(gateway.name)]);
    const present = listing.sandboxes.map(meteredSandbox).filter((sandbox) => sandbox.id !== '');
    const due = present.filter((sandbox) => sandbox.running || cursors.get(sandbox.id)?.running === true);
    const outcomes: PollOutcome[] = [];
    const context = { gateways: this.deps.gateways, gateway, isRequest: this.deps.isRequest, activatedAt, signal };
    await forEachLimited(
      due,
      SANDBOXES_AT_ONCE,
      async (sandbox) => {
        outcomes.push(await pollSandbox(sandbox, cursors.get(sandbox.id), context));
      },
      signal,
    );
    // Only a listing of every workspace tells which sandboxes are gone.
    const ids = new Set(present.map((sandbox) => sandbox.id));
    const gone = listing.complete ? [...cursors.values()].filter((cursor) => !ids.has(cursor.sandboxId)) : [];
    const changed = outcomes.filter((outcome) => moved(outcome, cursors.get(outcome.cursor.sandboxId)));
    if (changed.length === 0 && gone.length === 0) return;
    const counts = countsOf(changed);
    const stored = await this.deps.store.commit(gateway.name, { cursors: changed.map((outcome) => outcome.cursor), counts, gone }, this.deps.clock.now());
    if (!stored) {
      this.deps.logger.info({ gateway: gateway.name }, 'another replica polled this gateway at the same time; its counts stand, these were dropped');
      return;
    }
    const requests = counts.reduce((sum, count) => sum + count.requests, 0);
    if (requests > 0) this.deps.metrics.requests.inc({ gateway: gateway.name }, requests);
    for (const outcome of changed.filter((candidate) => candidate.overrun)) {
      this.deps.metrics.overruns.inc({ gateway: gateway.name });
      this.deps.logger.warn(
        { gateway: gateway.name, sandbox: outcome.cursor.sandbox },
        'the gateway log ring wrapped past the metering cursor: lines written since the previous poll were possibly not counted',
      );
    }
  }
}

function meteredSandbox(sandbox: GatewaySandbox): MeteredSandbox {
  return { id: sandbox.id, workspace: sandbox.workspace, name: sandbox.name, running: stateOf(sandbox.phase) === 'running' };
}

/** A cursor worth storing: new lines were read, or the sandbox stopped or started. */
function moved(outcome: PollOutcome, stored: StoredCursor | undefined): boolean {
  return !stored || stored.running !== outcome.cursor.running || JSON.stringify(stored.state) !== JSON.stringify(outcome.cursor.state);
}

function countsOf(outcomes: PollOutcome[]): CountIncrement[] {
  return outcomes.flatMap((outcome) =>
    [...outcome.perDay].map(([day, requests]) => ({ workspace: outcome.cursor.workspace, sandbox: outcome.cursor.sandbox, day, requests })),
  );
}
