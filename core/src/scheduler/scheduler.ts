import type { Logger } from 'pino';
import { SYSTEM_ACTOR } from '../auth/actor.ts';
import type { Clock } from '../clock.ts';
import { durationMs } from '../clock.ts';
import { newContext, runWithContext } from '../context.ts';
import type { MetricCounter, Metrics } from '../metrics.ts';
import type { ResolveService } from '../plugins/service-ref.ts';
import type { Tracing } from '../tracing/span.ts';
import type { LeaseStore } from './lease.ts';
import { type Shard, ShardMemo, WHOLE_SHARD } from './shard.ts';

export interface TaskContext {
  /** Aborted when the run times out or the service stops. */
  signal: AbortSignal;
  logger: Logger;
  now(): number;
  /** Services visible to the plugin that declared the task. */
  resolve: ResolveService;
  /** A sharded task's share of the keys for this run; every key for a local or global task. */
  shard: Shard;
}

/** Where a task runs: on every replica, on one under a lease, or on every replica for its share of the keys. */
export type TaskScope = 'local' | 'global' | 'sharded';

/** The servers sharing sharded tasks, this one included (Instances.shardMembers). */
export interface ShardMembership {
  readonly self: string;
  members(): Promise<string[]>;
}

export interface TaskDefinition {
  id: string;
  /**
   * Interval between the end of one run and the start of the next (`30s`, `5m` or milliseconds); for a sharded task
   * that replicas share, between the times two runs are due (see nextRunAt).
   */
  every: number | string;
  /** Longest a run may take before it is counted as failed (default: the interval, at most 5 minutes). */
  timeout?: number | string;
  /**
   * `local`: every replica runs it. `global`: one replica at a time, under a database lease. `sharded`: every
   * replica runs it for its share of the keys (`context.shard.owns(key)`), decided by rendezvous hashing over the
   * live servers.
   */
  scope: TaskScope;
  /** A task switched off by configuration stays listed and counts as healthy. */
  enabled?: boolean;
  /** Run once right after start-up instead of waiting one interval. */
  runAtStart?: boolean;
  run(context: TaskContext): Promise<void>;
}

export interface TaskState {
  id: string;
  plugin: string;
  scope: TaskScope;
  enabled: boolean;
  healthy: boolean;
  running: boolean;
  /** For global tasks: whether this replica held the lease at the last attempt. */
  leader: boolean | null;
  last_run_at: string | null;
  last_success_at: string | null;
  last_error: string | null;
  consecutive_failures: number;
  next_run_at: string | null;
}

/** How one run ended; a global task whose lease another process holds does not run here. */
export type TaskRunOutcome = { status: 'succeeded' } | { status: 'failed'; error: string } | { status: 'leased-elsewhere' };

interface ScheduledTask {
  definition: TaskDefinition;
  plugin: string;
  resolve: ResolveService;
  intervalMs: number;
  timeoutMs: number;
  nextRunAt: number;
  running: Promise<TaskRunOutcome> | null;
  runStartedAt: number | null;
  leader: boolean | null;
  lastRunAt: number | null;
  lastSuccessAt: number | null;
  lastError: string | null;
  failures: number;
  /** Where this replica stood among those sharing a sharded task at its last run; null while it is alone. */
  place: SharePlace | null;
  /** Whether that run found the replica in another place than the run before (or in its first). */
  placeMoved: boolean;
}

/** A replica's position among the replicas sharing a sharded task (its index among their sorted ids), and how many. */
interface SharePlace {
  index: number;
  count: number;
}

// A task is unhealthy after this many failed runs in a row (one transient failure must not flap readiness), or
// while a run is overdue.
const FAILURES_BEFORE_UNHEALTHY = 3;
const TICK_MS = 250;

export class Scheduler {
  private readonly tasks = new Map<string, ScheduledTask>();
  /** The share of the keys sharded tasks run for, reused while the membership stays the same. */
  private readonly shards = new ShardMemo();
  private readonly clock: Clock;
  private readonly logger: Logger;
  private readonly tracing: Tracing | null;
  private readonly leases: LeaseStore;
  private readonly metrics: Metrics;
  private readonly membership: ShardMembership | null;
  /** portcullis_task_runs_total{task,result}: runs on this replica, succeeded or failed. */
  private readonly runs: MetricCounter<'task' | 'result'>;
  private timer: NodeJS.Timeout | null = null;
  private readonly stopping = new AbortController();
  private ticking: Promise<void> | null = null;

  constructor(options: { clock: Clock; logger: Logger; leases: LeaseStore; metrics: Metrics; membership?: ShardMembership; tracing?: Tracing | null }) {
    this.clock = options.clock;
    this.tracing = options.tracing ?? null;
    this.membership = options.membership ?? null;
    this.logger = options.logger;
    this.leases = options.leases;
    this.metrics = options.metrics;
    this.runs = options.metrics.counter(
      'task_runs_total',
      'Background task runs on this replica by task and result (succeeded, failed); a failure is also logged.',
      ['task', 'result'],
    );
  }

  add(plugin: string, definition: TaskDefinition, resolve: ResolveService): void {
    if (this.tasks.has(definition.id)) throw new Error(`task ${definition.id} is declared twice`);
    const intervalMs = durationMs(definition.every);
    const timeoutMs = definition.timeout !== undefined ? durationMs(definition.timeout) : Math.min(intervalMs, 300_000);
    this.tasks.set(definition.id, {
      definition,
      plugin,
      resolve,
      intervalMs,
      timeoutMs,
      nextRunAt: 0,
      running: null,
      runStartedAt: null,
      leader: definition.scope === 'global' ? false : null,
      lastRunAt: null,
      lastSuccessAt: null,
      lastError: null,
      failures: 0,
      place: null,
      placeMoved: false,
    });
  }

  /**
   * Plans each task's first run. With `realTime`, a timer then runs due tasks; without it (tests), nothing runs
   * until `tick()` is called after moving the clock.
   */
  start(options: { realTime: boolean }): void {
    const now = this.clock.now();
    for (const task of this.tasks.values()) task.nextRunAt = task.definition.runAtStart ? now : now + task.intervalMs;
    if (!options.realTime) return;
    this.timer = setInterval(() => {
      void this.tick();
    }, TICK_MS);
    this.timer.unref();
  }

  /** Runs every enabled task whose time has come and waits for those runs. */
  async tick(): Promise<void> {
    if (this.ticking) return this.ticking;
    this.ticking = this.runDue().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  /**
   * Runs one task now, whatever its schedule (tests, and operators through the CLI), and says how it ended. A global
   * task runs only where its lease can be taken: while a running service holds it, it runs there, not here. A
   * sharded task runs for this replica's share (a CLI run, which shares nothing, for every key).
   */
  async runNow(id: string): Promise<TaskRunOutcome> {
    const task = this.tasks.get(id);
    if (!task) throw new Error(`unknown task ${id}`);
    return this.execute(task);
  }

  snapshot(): TaskState[] {
    const now = this.clock.now();
    return [...this.tasks.values()].map((task) => this.describe(task, now));
  }

  healthy(): boolean {
    return this.snapshot().every((task) => task.healthy);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopping.abort();
    await Promise.allSettled([...this.tasks.values()].map((task) => task.running));
    await this.leases.releaseAll().catch((error: unknown) => this.logger.warn({ err: error }, 'could not release leases'));
  }

  private async runDue(): Promise<void> {
    const now = this.clock.now();
    const due = [...this.tasks.values()].filter((task) => task.definition.enabled !== false && !task.running && task.nextRunAt <= now);
    await Promise.allSettled(due.map((task) => this.execute(task)));
  }

  private async execute(task: ScheduledTask): Promise<TaskRunOutcome> {
    if (task.running) return task.running;
    const startedAt = this.clock.now();
    // When this run was due: a slot's time, not the tick that found it due (which comes up to a tick later).
    const dueAt = Math.min(task.nextRunAt, startedAt);
    task.running = this.attempt(task).finally(() => {
      task.running = null;
      task.runStartedAt = null;
      task.nextRunAt = nextRunAt(task, this.phaseOf(task), task.placeMoved ? startedAt : dueAt, this.clock.now());
    });
    return task.running;
  }

  /**
   * Where in its slot a sharded task runs: the sharded tasks of this server, in the order of their ids, spread over
   * the slot, so that one replica's tasks do not run at the same moment either.
   */
  private phaseOf(task: ScheduledTask): number {
    const sharded = [...this.tasks.values()].filter((each) => each.definition.scope === 'sharded').map((each) => each.definition.id);
    return sharded.sort().indexOf(task.definition.id) / sharded.length;
  }

  private async attempt(task: ScheduledTask): Promise<TaskRunOutcome> {
    if (this.stopping.signal.aborted) return { status: 'failed', error: 'the scheduler is stopping' };
    if (task.definition.scope === 'global') {
      // The lease outlives one interval plus the run, so the holder keeps it while it is alive.
      const ttl = task.intervalMs * 2 + task.timeoutMs;
      task.leader = await this.leases.acquire(`task:${task.definition.id}`, this.clock.now(), ttl).catch((error: unknown) => {
        this.logger.warn({ err: error, task: task.definition.id }, 'lease check failed');
        return false;
      });
      if (!task.leader) return { status: 'leased-elsewhere' };
    }
    let shard = WHOLE_SHARD;
    if (task.definition.scope === 'sharded' && this.membership) {
      // Read at every run: a replica that joined takes its share, and a gone one's keys move, at the next run.
      const membership = this.membership;
      const members = await membership.members().catch((error: unknown) => error as Error);
      if (members instanceof Error) return this.failed(task, members, this.logger.child({ task: task.definition.id }));
      shard = this.shards.of(membership.self, members);
      const place = shard.members.length > 1 ? { index: shard.members.indexOf(membership.self), count: shard.members.length } : null;
      task.placeMoved = place !== null && (task.place?.index !== place.index || task.place.count !== place.count);
      task.place = place;
    }
    return this.runOnce(task, shard);
  }

  private async runOnce(task: ScheduledTask, shard: Shard): Promise<TaskRunOutcome> {
    const controller = new AbortController();
    const onStop = () => controller.abort();
    this.stopping.signal.addEventListener('abort', onStop);
    const timer = setTimeout(() => controller.abort(new Error(`task timed out after ${task.timeoutMs} ms`)), task.timeoutMs);
    task.runStartedAt = this.clock.now();
    task.lastRunAt = task.runStartedAt;
    const logger = this.logger.child({ task: task.definition.id });
    const context = newContext({ requestId: `task:${task.definition.id}`, actor: SYSTEM_ACTOR, clientIp: null });
    // Each run is a trace of its own: what it calls (gateways, webhooks) hangs below it.
    const span = this.tracing?.rootSpan(`task ${task.definition.id}`, { 'portcullis.task': task.definition.id });
    if (span) context.span = span;
    let failure: string | undefined;
    try {
      await runWithContext(context, () =>
        raceAbort(task.definition.run({ signal: controller.signal, logger, now: () => this.clock.now(), resolve: task.resolve, shard }), controller.signal),
      );
      task.lastSuccessAt = this.clock.now();
      task.lastError = null;
      task.failures = 0;
      this.runs.inc({ task: task.definition.id, result: 'succeeded' });
      return { status: 'succeeded' };
    } catch (error) {
      failure = (error as Error).message;
      return this.failed(task, error as Error, logger);
    } finally {
      span?.end(failure);
      clearTimeout(timer);
      this.stopping.signal.removeEventListener('abort', onStop);
    }
  }

  private failed(task: ScheduledTask, error: Error, logger: Logger): TaskRunOutcome {
    task.failures += 1;
    task.lastError = error.message;
    logger.warn({ err: error, failures: task.failures }, 'task run failed');
    this.metrics.unexpected('task');
    this.runs.inc({ task: task.definition.id, result: 'failed' });
    return { status: 'failed', error: task.lastError };
  }

  private describe(task: ScheduledTask, now: number): TaskState {
    const enabled = task.definition.enabled !== false;
    const overdue = task.runStartedAt !== null && now - task.runStartedAt > task.timeoutMs * 2;
    const iso = (value: number | null) => (value === null ? null : new Date(value).toISOString());
    return {
      id: task.definition.id,
      plugin: task.plugin,
      scope: task.definition.scope,
      enabled,
      healthy: !enabled || (task.failures < FAILURES_BEFORE_UNHEALTHY && !overdue),
      running: task.running !== null,
      leader: task.leader,
      last_run_at: iso(task.lastRunAt),
      last_success_at: iso(task.lastSuccessAt),
      last_error: task.lastError,
      consecutive_failures: task.failures,
      next_run_at: enabled ? iso(task.nextRunAt) : null,
    };
  }
}

/**
 * When a task runs next: one interval after this run ended; but replicas sharing a sharded task each keep their own
 * slot in every interval, the i-th of n starting i/n of an interval after the first (on a grid from the epoch, which
 * every replica computes alike), due to due, each task `phase` of the way into the slot. Their runs then do not all
 * fall on the shared database and the gateways at once. The next slot is at least one interval after `since`: the
 * slot this run was due at or, when the run found the replica in a new place, the time it started. So no replica runs
 * a task twice within one interval, even while the places move (it may skip one instead).
 */
function nextRunAt(task: ScheduledTask, phase: number, since: number, now: number): number {
  if (task.definition.scope !== 'sharded' || !task.place) return now + task.intervalMs;
  const interval = task.intervalMs;
  const offset = Math.floor((interval * (task.place.index + phase)) / task.place.count);
  const earliest = Math.max(since + interval, now);
  return earliest + ((((offset - earliest) % interval) + interval) % interval);
}

/** Resolves or rejects with the work, but rejects as soon as the signal aborts. */
function raceAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason ?? new Error('aborted'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason ?? new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
