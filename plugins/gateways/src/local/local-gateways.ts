import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type Clock, type Logger, Problem, problems } from '@portcullis/core';
import type { GatewayClientPool } from '../client/pool.ts';
import type { GatewayRecord } from '../gateway/record.ts';
import type { GatewayRegistry } from '../registry/registry.ts';
import { localGatewayArgv } from './command.ts';
import { isAlive, runsCommand, waitForExit } from './process-info.ts';

/** Local gateway commands run in the project root, so relative paths in them work from any working directory. */
export const PROJECT_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const STOP_GRACE_MS = 5000;
const OUTPUT_TAIL = 2000;

export interface LocalProcessState {
  gateway: string;
  running: boolean;
  pid: number | null;
  started_at: string | null;
}

export interface LocalSettings {
  command: string;
  startTimeoutMs: number;
}

function portAnswers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * Local mode (docs/decisions.md §2): runs one gateway process per gateway from SERVICE_LOCAL_GATEWAY_COMMAND, records
 * its pid in the database (so a restarted Portcullis still knows it), and stops them again on request, on delete and at
 * shutdown.
 */
export class LocalGateways {
  private readonly children = new Map<string, ChildProcess>();
  private readonly registry: GatewayRegistry;
  private readonly pool: GatewayClientPool;
  private readonly clock: Clock;
  private readonly logger: Logger;
  private readonly settings: LocalSettings;
  private shuttingDown = false;

  constructor(deps: { registry: GatewayRegistry; pool: GatewayClientPool; clock: Clock; logger: Logger; settings: LocalSettings }) {
    this.registry = deps.registry;
    this.pool = deps.pool;
    this.clock = deps.clock;
    this.logger = deps.logger;
    this.settings = deps.settings;
  }

  async start(record: GatewayRecord): Promise<LocalProcessState> {
    const tracked = await this.tracked(record.name);
    if (tracked) throw problems.conflict('CONFLICT', `The local gateway ${record.name} already runs (pid ${tracked.pid}); use restart.`);
    if (await portAnswers(record.host, record.port)) {
      throw problems.conflict('CONFLICT', `Something already listens on ${record.host}:${record.port}; stop it or register the gateway on another port.`);
    }
    const argv = this.argv(record);
    const child = spawn(argv[0]!, argv.slice(1), { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const output = captureTail(child);
    await this.waitUntilListening(record, child, output);
    const startedAt = new Date(this.clock.now());
    this.children.set(record.name, child);
    child.once('exit', (code, signal) => this.onExit(record.name, child.pid!, code, signal));
    await this.registry.setLocalProcess(record.name, { pid: child.pid!, command: JSON.stringify(argv), startedAt });
    this.pool.evict(record.name);
    this.logger.info({ gateway: record.name, pid: child.pid }, 'local gateway started');
    return this.state(record.name, child.pid!, startedAt);
  }

  async stop(record: GatewayRecord): Promise<LocalProcessState> {
    await this.terminate(record.name);
    return this.state(record.name, null, null);
  }

  async restart(record: GatewayRecord): Promise<LocalProcessState> {
    await this.terminate(record.name);
    return this.start(await this.registry.require(record.name));
  }

  /** At start-up: forget recorded pids that no longer run our command (the machine rebooted, someone killed it). */
  async adopt(): Promise<void> {
    for (const entry of await this.registry.withLocalProcess()) {
      if (entry.command && runsCommand(entry.pid, JSON.parse(entry.command) as string[])) continue;
      await this.registry.setLocalProcess(entry.name, null);
    }
  }

  /** Shutdown: every local gateway this database tracks is stopped with Portcullis. */
  async stopAll(): Promise<void> {
    this.shuttingDown = true;
    const entries = await this.registry.withLocalProcess().catch(() => []);
    await Promise.all(
      entries.map((entry) =>
        this.terminate(entry.name).catch((error: unknown) => this.logger.warn({ err: error, gateway: entry.name }, 'could not stop a local gateway')),
      ),
    );
  }

  private argv(record: GatewayRecord): string[] {
    try {
      return localGatewayArgv(this.settings.command, { port: record.port, host: record.host, name: record.name });
    } catch (error) {
      throw new Problem(500, 'LOCAL_GATEWAY_COMMAND_INVALID', { detail: `SERVICE_LOCAL_GATEWAY_COMMAND: ${(error as Error).message}` });
    }
  }

  /** The recorded process, if it still runs the command recorded with it. */
  private async tracked(name: string): Promise<{ pid: number; argv: string[] } | null> {
    const entry = (await this.registry.withLocalProcess()).find((candidate) => candidate.name === name);
    if (!entry) return null;
    const argv = entry.command ? (JSON.parse(entry.command) as string[]) : [];
    if (this.children.get(name)?.pid === entry.pid ? isAlive(entry.pid) : runsCommand(entry.pid, argv)) return { pid: entry.pid, argv };
    await this.registry.setLocalProcess(name, null);
    return null;
  }

  private async terminate(name: string): Promise<void> {
    const tracked = await this.tracked(name);
    if (tracked) {
      process.kill(tracked.pid, 'SIGTERM');
      if (!(await waitForExit(tracked.pid, STOP_GRACE_MS))) {
        process.kill(tracked.pid, 'SIGKILL');
        await waitForExit(tracked.pid, STOP_GRACE_MS);
      }
      this.logger.info({ gateway: name, pid: tracked.pid }, 'local gateway stopped');
    }
    this.children.delete(name);
    await this.registry.setLocalProcess(name, null);
    this.pool.evict(name);
  }

  private async waitUntilListening(record: GatewayRecord, child: ChildProcess, output: () => string): Promise<void> {
    const deadline = Date.now() + this.settings.startTimeoutMs;
    let spawnFailure: Error | null = null;
    child.once('error', (error) => {
      spawnFailure = error;
    });
    const failed = (why: string) =>
      new Problem(503, 'GATEWAY_UNAVAILABLE', {
        detail: `The local gateway ${record.name} ${why}. Output: ${output().trim().slice(-500) || '(none)'}`,
      });
    for (;;) {
      if (spawnFailure) throw failed(`could not be started (${(spawnFailure as Error).message})`);
      if (child.exitCode !== null || child.signalCode !== null) throw failed(`exited (${child.exitCode ?? child.signalCode}) before it accepted connections`);
      if (await portAnswers(record.host, record.port)) return;
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw failed(`did not accept connections on port ${record.port} within ${this.settings.startTimeoutMs} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  private onExit(name: string, pid: number, code: number | null, signal: NodeJS.Signals | null): void {
    if (this.children.get(name)?.pid !== pid) return;
    this.children.delete(name);
    if (this.shuttingDown) return;
    this.logger.warn({ gateway: name, pid, code, signal }, 'local gateway exited');
    void this.registry
      .withLocalProcess()
      .then((entries) => (entries.some((entry) => entry.name === name && entry.pid === pid) ? this.registry.setLocalProcess(name, null) : undefined))
      .catch(() => undefined);
  }

  private state(gateway: string, pid: number | null, startedAt: Date | null): LocalProcessState {
    return { gateway, running: pid !== null, pid, started_at: startedAt ? startedAt.toISOString() : null };
  }
}

/** Keeps the last characters a child printed, for a readable error when it fails to start. */
function captureTail(child: ChildProcess): () => string {
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-OUTPUT_TAIL);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => tail;
}
