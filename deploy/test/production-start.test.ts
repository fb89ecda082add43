// bin/portcullis, the production start: one process (the script execs Node, so signals reach the service), JSON
// lines only on stdout, and a SIGTERM ends it with exit code 0 within the shutdown timeout even when nobody reads
// its stdout any more (the pipe's reader went away, or the descriptor was closed from the start).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createTestDatabase, type TestDatabase } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../scripts/build.ts';
import { SERVICE_NODE_FLAGS, serviceEnvironment } from '../../scripts/service-command.mjs';
import { BIN, startReplica } from './support/replica.ts';

const SHUTDOWN_TIMEOUT_SECONDS = 5;

const start = suite<{ database: TestDatabase }>('bin/portcullis');

start.before(async (context) => {
  context.database = await createTestDatabase();
});

start.after(async ({ database }) => {
  await database?.drop();
});

function settings(database: TestDatabase, extra: Record<string, string> = {}): Record<string, string> {
  return { ...database.env, SERVICE_SHUTDOWN_TIMEOUT_SECONDS: String(SHUTDOWN_TIMEOUT_SECONDS), SERVICE_HOST: '127.0.0.1', ...extra };
}

function commandLine(pid: number): string[] {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    .split('\0')
    .filter((part) => part !== '');
}

function environmentOf(pid: number): Record<string, string> {
  const assignments = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter(Boolean);
  return Object.fromEntries(assignments.map((assignment) => assignment.split(/=(.*)/s, 2)));
}

/** Exit 0 also says the shutdown kept its deadline: the service exits 1 when it overruns (core/src/serve.ts). */
async function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  child.kill('SIGTERM');
  if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
  return { code: child.exitCode, signal: child.signalCode };
}

start('runs the service itself from the sources, logging JSON lines only, and a SIGTERM with its stdout gone ends it with 0', async ({ database }) => {
  const replica = await startReplica('src', settings(database, { SERVICE_PORT: '0', PORTCULLIS_FROM: 'src' }));
  const argv = commandLine(replica.pid);
  assert.ok(argv[0]!.endsWith('/node'), `the process is Node itself, not a shell or npm: ${argv.join(' ')}`);
  assert.ok(argv.at(-1)!.endsWith('core/src/main.ts'), argv.join(' '));
  assert.is((await fetch(`${replica.url}/healthz`)).status, 200);
  assert.equal(replica.strayLines, []);
  assert.ok(replica.logs.every((entry) => entry.service === 'portcullis' && typeof entry.level === 'string'));
  // Nobody reads stdout any more: the shutdown's log lines meet a broken pipe.
  replica.child.stdout!.destroy();
  const stopped = await exitOf(replica.child);
  assert.equal([stopped.code, stopped.signal], [0, null], replica.stderr());
});

/** The TCP ports process `pid` listens on, from its socket descriptors and the kernel's socket tables. */
function listeningPorts(pid: number): number[] {
  const sockets = new Set<string>();
  // A descriptor closed meanwhile, or the process gone, reads as nothing: the caller sees the exit.
  const orNothing = <T>(read: () => T, nothing: T) => {
    try {
      return read();
    } catch {
      return nothing;
    }
  };
  for (const fd of orNothing(() => readdirSync(`/proc/${pid}/fd`), [] as string[])) {
    const inode = /^socket:\[(\d+)\]$/.exec(orNothing(() => readlinkSync(`/proc/${pid}/fd/${fd}`, { encoding: 'utf8' }), ''))?.[1];
    if (inode) sockets.add(inode);
  }
  const LISTEN = '0A';
  return ['/proc/net/tcp', '/proc/net/tcp6']
    .flatMap((table) => readFileSync(table, 'utf8').trim().split('\n').slice(1))
    .map((line) => line.trim().split(/\s+/))
    .filter((columns) => columns[3] === LISTEN && sockets.has(columns[9]!))
    .map((columns) => Number.parseInt(columns[1]!.split(':')[1]!, 16));
}

/**
 * Without stdout the service cannot say where it listens (it took a free port): the port its process listens on and
 * answers /healthz at is the signal. No deadline of its own: a loaded machine may take long to start it (the
 * runner's file timeout bounds a hang); exiting first fails at once.
 */
async function servingPort(child: ChildProcess, stderr: () => string): Promise<number> {
  let exitCode: number | null | undefined;
  const exited = once(child, 'exit').then(([code]) => {
    exitCode = code as number | null;
  });
  for (;;) {
    if (exitCode !== undefined) throw new Error(`the service exited with ${exitCode} before serving: ${stderr()}`);
    for (const port of listeningPorts(child.pid!)) {
      const answered = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (answered) return port;
    }
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 100)), exited]);
  }
}

start('with stdout closed from the start it still serves and stops with 0 on SIGTERM', async ({ database }) => {
  const child = spawn('sh', ['-c', 'exec "$0" >&-', BIN], {
    env: { PATH: process.env.PATH ?? '', ...settings(database, { SERVICE_PORT: '0' }) },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => {
    stderr += chunk;
  });
  try {
    await servingPort(child, () => stderr);
    const stopped = await exitOf(child);
    assert.equal([stopped.code, stopped.signal], [0, null], stderr);
  } finally {
    child.kill('SIGKILL');
  }
});

start('runs the compiled service when the workspace is built', async ({ database }) => {
  build();
  const replica = await startReplica('dist', settings(database, { SERVICE_PORT: '0' }));
  try {
    // The same Node flags as `npm start` (scripts/service-command.mjs), the compiled condition among them.
    for (const flag of SERVICE_NODE_FLAGS) assert.ok(commandLine(replica.pid).includes(flag), flag);
    assert.ok(commandLine(replica.pid).at(-1)!.endsWith('core/dist/main.js'));
    // And the same environment defaults (scripts/service-environment).
    const defaults = serviceEnvironment({});
    assert.ok(Object.keys(defaults).length > 0);
    for (const [name, value] of Object.entries(defaults)) assert.is(environmentOf(replica.pid)[name], value, name);
    assert.is((await fetch(`${replica.url}/readyz`)).status, 200);
  } finally {
    const stopped = await replica.terminate();
    assert.equal([stopped.code, stopped.signal], [0, null], replica.stderr());
  }
});

start("an environment variable the operator set wins over the service's default", async ({ database }) => {
  const replica = await startReplica('own-malloc', settings(database, { SERVICE_PORT: '0', GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' }));
  try {
    assert.is(environmentOf(replica.pid).GLIBC_TUNABLES, 'glibc.malloc.arena_max=2');
  } finally {
    await replica.terminate();
  }
});

start('refuses an unknown PORTCULLIS_FROM with exit status 2', () => {
  const child = spawn(BIN, [], { env: { PATH: process.env.PATH ?? '', PORTCULLIS_FROM: 'elsewhere' }, stdio: ['ignore', 'pipe', 'pipe'] });
  return once(child, 'exit').then(([code]) => assert.is(code, 2));
});

start.run();
