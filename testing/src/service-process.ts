import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestDatabase } from './database.ts';
import { eventually } from './index.ts';

// The service as a real child process on a test database, for tests that kill it (kill -9 mid-burst) and start it
// again: what survives is what was committed, not what a test kernel in the same process happened to hold.

// The kernel's `npm start` entry sits beside its package entry, in src/ (main.ts) or, compiled, in dist/ (main.js).
const KERNEL_ENTRY = import.meta.resolve('@portcullis/core');
const MAIN = fileURLToPath(new URL(KERNEL_ENTRY.endsWith('.js') ? 'main.js' : 'main.ts', KERNEL_ENTRY));

export interface ServiceProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
  /** kill -9, and wait until it is gone. */
  kill(): Promise<void>;
}

/** Starts `plugins` (authentication off, local mode, no periodic probing) and resolves once it listens. */
export async function startServiceProcess(database: TestDatabase, plugins: string[], env: Record<string, string> = {}): Promise<ServiceProcess> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      ...database.env,
      SERVICE_PORT: '0',
      SERVICE_AUTH_ENABLED: 'false',
      SERVICE_LOCAL_MODE: 'true',
      SERVICE_PLUGINS: plugins.join(','),
      SERVICE_HEALTH_INTERVAL_SECONDS: '3600',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await eventually(() => /"url":"(http:[^"]+)"/.exec(output)?.[1] ?? (child.exitCode !== null ? Promise.reject(new Error(output)) : null), 20_000);
  return {
    child,
    url,
    exited,
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
