import { extname } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import { Problem, problems } from '../errors.ts';
import type { ComputeTask } from './task.ts';
import type { AnswerMessage, TaskMessage } from './worker.ts';

// CPU-heavy work a request asks for (deciding a policy ceiling, parsing a large YAML body) runs on a few worker
// threads instead of the event loop, so one caller's intricate input never holds up anyone else's request or
// /healthz. Bounded three ways: each task has a time limit (its worker is terminated and replaced when it runs
// over) and a heap limit; each caller may have only a few tasks running or queued; the queue itself is short.
// Tasks that must answer the same way every time bound their own work in steps they count: the time limit here
// only protects the service, it never decides an answer.

export interface ComputeSettings {
  /** Worker threads (each runs one task at a time). */
  workers: number;
  /** Longest a task may run once started. */
  timeoutMs: number;
  /** Tasks one caller may have running or waiting at once. */
  perCaller: number;
  /** Tasks that may wait for a free worker. */
  queue: number;
  /** Heap of each worker (old generation), MiB. */
  memoryMb: number;
}

export interface ComputeOptions {
  /** Who asks (`actorKey`); null: nobody to limit per caller (background work). */
  caller?: string | null;
}

interface Job {
  message: TaskMessage;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface PoolWorker {
  thread: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

const WORKER_URL = new URL(`./worker${extname(new URL(import.meta.url).pathname)}`, import.meta.url);
const RETRY_AFTER_SECONDS = 1;

export class ComputePool {
  private readonly settings: ComputeSettings;
  private readonly logger: Logger;
  private readonly workers = new Set<PoolWorker>();
  private readonly waiting: Job[] = [];
  private readonly perCaller = new Map<string, number>();
  private nextId = 1;
  private closed = false;

  constructor(settings: ComputeSettings, logger: Logger) {
    this.settings = settings;
    this.logger = logger;
  }

  /**
   * The result of `task` on `input`, computed on a worker. Refuses with 429 CONCURRENCY_LIMITED when the caller
   * already has its share of tasks, 503 COMPUTE_SATURATED when every worker is busy and the queue is full, 503
   * COMPUTE_TIMEOUT when the task ran out of time (both with Retry-After).
   */
  async run<Input, Output>(task: ComputeTask<Input, Output>, input: Input, options: ComputeOptions = {}): Promise<Output> {
    if (this.closed) throw unavailable('COMPUTE_SATURATED', 'The service is shutting down.');
    const caller = options.caller ?? null;
    const held = caller === null ? 0 : (this.perCaller.get(caller) ?? 0);
    if (held >= this.settings.perCaller) {
      throw problems.tooManyRequests(
        'CONCURRENCY_LIMITED',
        RETRY_AFTER_SECONDS,
        `You already have ${held} expensive checks running; at most ${this.settings.perCaller} at a time. Retry after the others finish.`,
      );
    }
    if (!this.idleWorker() && this.workers.size >= this.settings.workers && this.waiting.length >= this.settings.queue) {
      throw unavailable('COMPUTE_SATURATED', 'Every worker for expensive checks is busy and the queue is full. Retry shortly.');
    }
    if (caller !== null) this.perCaller.set(caller, held + 1);
    try {
      return (await new Promise((resolve, reject) => {
        this.waiting.push({ message: { id: this.nextId++, module: task.module, name: task.name, input }, resolve, reject });
        this.dispatch();
      })) as Output;
    } finally {
      if (caller !== null) this.release(caller);
    }
  }

  /** Tasks running or waiting now. */
  get busy(): number {
    return this.waiting.length + [...this.workers].filter((worker) => worker.job).length;
  }

  /** Refuses new tasks, fails the waiting ones and terminates every worker. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(unavailable('COMPUTE_SATURATED', 'The service is shutting down.'));
    await Promise.all(
      [...this.workers].map((worker) => {
        worker.job?.reject(unavailable('COMPUTE_SATURATED', 'The service is shutting down.'));
        return this.retire(worker);
      }),
    );
  }

  private release(caller: string): void {
    const left = (this.perCaller.get(caller) ?? 1) - 1;
    if (left > 0) this.perCaller.set(caller, left);
    else this.perCaller.delete(caller);
  }

  private idleWorker(): PoolWorker | null {
    for (const worker of this.workers) if (!worker.job) return worker;
    return null;
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const worker = this.idleWorker() ?? (this.workers.size < this.settings.workers ? this.spawn() : null);
      if (!worker) return;
      this.start(worker, this.waiting.shift()!);
    }
  }

  private start(worker: PoolWorker, job: Job): void {
    worker.job = job;
    worker.timer = setTimeout(() => this.timedOut(worker), this.settings.timeoutMs);
    worker.thread.postMessage(job.message);
  }

  private spawn(): PoolWorker {
    const thread = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: this.settings.memoryMb } });
    // Workers never keep the process alive; a pending task is held by the request that waits for it.
    thread.unref();
    const worker: PoolWorker = { thread, job: null, timer: null };
    thread.on('message', (answer: AnswerMessage) => this.answered(worker, answer));
    thread.on('error', (error) => this.failed(worker, error));
    thread.on('exit', () => this.failed(worker, new Error('the compute worker exited')));
    this.workers.add(worker);
    return worker;
  }

  private answered(worker: PoolWorker, answer: AnswerMessage): void {
    const job = this.finish(worker);
    if (!job || job.message.id !== answer.id) return;
    if (answer.ok) job.resolve(answer.result);
    else job.reject(Object.assign(new Error(answer.error.message), { name: answer.error.name }));
    this.dispatch();
  }

  private timedOut(worker: PoolWorker): void {
    const job = this.finish(worker);
    job?.reject(unavailable('COMPUTE_TIMEOUT', 'The check took longer than allowed and was stopped. Simplify the input or retry later.'));
    void this.retire(worker);
    this.dispatch();
  }

  /** A worker that crashed or ran out of heap: its task fails, a fresh worker takes the next. */
  private failed(worker: PoolWorker, error: unknown): void {
    if (!this.workers.has(worker)) return;
    const job = this.finish(worker);
    if (job) this.logger.warn({ err: error, task: job.message.name }, 'compute worker failed');
    job?.reject(unavailable('COMPUTE_FAILED', 'The check needed more memory than allowed and was stopped. Simplify the input.'));
    void this.retire(worker);
    this.dispatch();
  }

  private finish(worker: PoolWorker): Job | null {
    const job = worker.job;
    worker.job = null;
    if (worker.timer) clearTimeout(worker.timer);
    worker.timer = null;
    return job;
  }

  private async retire(worker: PoolWorker): Promise<void> {
    this.workers.delete(worker);
    this.finish(worker);
    await worker.thread.terminate().catch(() => undefined);
  }
}

function unavailable(code: string, detail: string): Problem {
  return new Problem(503, code, { detail, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });
}
