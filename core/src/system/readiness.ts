import type { Database } from '../db/database.ts';
import type { Scheduler } from '../scheduler/scheduler.ts';
import type { ReadinessCheck } from './extension-points.ts';

export interface ReadinessReport {
  ready: boolean;
  body: Record<string, unknown>;
}

/** /readyz: the database answers, start-up finished, every enabled task is healthy, and contributed checks pass. */
export async function readiness(options: {
  database: Database;
  scheduler: Scheduler;
  initialised: boolean;
  checks: ReadinessCheck[];
  verbose: boolean;
  timeoutMs: number;
}): Promise<ReadinessReport> {
  const [databaseOk, contributed] = await Promise.all([
    options.database.ping(options.timeoutMs),
    Promise.all(
      options.checks.map(async (check) => {
        const result = await withTimeout(check.check({ verbose: options.verbose, timeoutMs: options.timeoutMs }), options.timeoutMs).catch(
          (error: unknown) => ({ ok: false, detail: { error: (error as Error).message } }),
        );
        return [check.name, result] as const;
      }),
    ),
  ]);
  const tasks = options.scheduler.snapshot();
  const tasksHealthy = tasks.every((task) => task.healthy);
  const failing = tasks
    .filter((task) => !task.healthy)
    .map((task) => ({ id: task.id, last_error: task.last_error, consecutive_failures: task.consecutive_failures }));
  const ready = databaseOk && options.initialised && tasksHealthy && contributed.every(([, result]) => result.ok);
  return {
    ready,
    body: {
      status: ready ? 'ready' : 'not_ready',
      checks: {
        database: databaseOk ? 'ok' : 'unavailable',
        initialised: options.initialised,
        tasks: { healthy: tasksHealthy, total: tasks.length, failing, ...(options.verbose ? { detail: tasks } : {}) },
        ...Object.fromEntries(contributed.map(([name, result]) => [name, result.detail])),
      },
    },
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
