import { spawn } from 'node:child_process';
import { Problem } from '../errors.ts';

// pg_dump and pg_restore, run as child processes. The password travels in the environment (PGPASSWORD), never on
// the command line where `ps` would show it. A missing tool, or one older than the server (pg_dump refuses to dump
// a newer server), is named with what to install.

export interface ToolRun {
  code: number | null;
  stderr: string;
}

/** `--dbname` without the password, and the environment that carries it. */
export function connectionOf(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

export function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 16_384) stderr += chunk.toString();
    });
    child.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT' ? missingTool(tool) : error));
    child.once('close', (code) => resolve({ code, stderr }));
  });
}

function missingTool(tool: string, serverMajor?: number): Problem {
  const version = serverMajor ? ` ${serverMajor} or newer` : ' (the version of the PostgreSQL server or newer)';
  return new Problem(503, 'BACKUP_TOOL_MISSING', {
    detail: `${tool} is not installed: backups of PostgreSQL need PostgreSQL's client tools${version} on this machine (Debian: apt-get install postgresql-client).`,
  });
}

/** The tool's major version (`pg_dump (PostgreSQL) 15.2` → 15). */
export async function toolMajor(tool: string): Promise<number> {
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(tool, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    child.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT' ? missingTool(tool) : error));
    child.once('close', () => resolve(text));
  });
  const major = Number(/(\d+)(?:\.\d+)?/.exec(output)?.[1]);
  if (!Number.isInteger(major)) throw new Problem(503, 'BACKUP_TOOL_MISSING', { detail: `${tool} --version printed no version: ${output.trim()}` });
  return major;
}

/** The tool must be at least as new as the server (pg_dump cannot read a newer server's catalogue). */
export async function checkToolVersion(tool: string, serverMajor: number): Promise<void> {
  const major = await toolMajor(tool).catch((error: unknown) => {
    throw error instanceof Problem && error.code === 'BACKUP_TOOL_MISSING' && /not installed/.test(error.detail) ? missingTool(tool, serverMajor) : error;
  });
  if (major < serverMajor) {
    throw new Problem(503, 'BACKUP_TOOL_MISSING', {
      detail: `${tool} ${major} is older than the PostgreSQL server (${serverMajor}): install PostgreSQL's client tools ${serverMajor} or newer (Debian: postgresql-client-${serverMajor}).`,
    });
  }
}

/** The first lines of what a failed tool printed, for the operator. */
export function toolFailure(tool: string, run: ToolRun): Problem {
  const said = run.stderr.trim().split('\n').slice(0, 3).join(' ');
  return new Problem(503, 'BACKUP_FAILED', { detail: `${tool} failed (exit ${String(run.code)}): ${said || 'no message'}` });
}
