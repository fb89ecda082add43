// One service process started the way production starts it (bin/portcullis), with its JSON log lines kept.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const BIN = fileURLToPath(new URL('../../../bin/portcullis', import.meta.url));

export interface ReplicaProcess {
  name: string;
  child: ChildProcess;
  pid: number;
  /** Where it listens, from its "listening" log line. */
  url: string;
  /** Every stdout line, parsed (a line that is not JSON fails the test that reads `logs`). */
  logs: Array<Record<string, unknown>>;
  /** stdout lines that were not JSON. */
  strayLines: string[];
  stderr(): string;
  /** SIGTERM, then the exit code and how long it took. */
  terminate(): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
  kill(): Promise<void>;
}

/**
 * Starts bin/portcullis with these settings and resolves once it says where it listens, or rejects when it exits
 * first. No deadline of its own: a loaded machine may take long to start it, and the runner's file timeout bounds a
 * hang.
 */
export async function startReplica(name: string, env: Record<string, string>): Promise<ReplicaProcess> {
  const child = spawn(BIN, [], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const logs: Array<Record<string, unknown>> = [];
  const strayLines: string[] = [];
  let stderr = '';
  child.stderr!.on('data', (chunk) => {
    stderr += chunk;
  });
  const listening = new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => {
      reject(new Error(`replica ${name} exited with ${code} before listening: ${stderr}`));
    });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        strayLines.push(line);
        return;
      }
      logs.push(entry);
      if (typeof entry.url === 'string' && String(entry.msg).includes('listening')) resolve(entry.url);
    });
  });
  const url = await listening;
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    name,
    child,
    pid: child.pid!,
    url,
    logs,
    strayLines,
    stderr: () => stderr,
    terminate: async () => {
      const started = Date.now();
      if (!exited()) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      return { code: child.exitCode, signal: child.signalCode, ms: Date.now() - started };
    },
    kill: async () => {
      if (exited()) return;
      child.kill('SIGKILL');
      await once(child, 'exit');
    },
  };
}
