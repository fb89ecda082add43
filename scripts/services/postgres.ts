// Makes sure a PostgreSQL server answers for the test run: the one on 127.0.0.1:5432 when it is up, otherwise a
// throw-away cluster in a temp directory (initdb + pg_ctl), stopped again when the run ends.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface PostgresHandle {
  url: string;
  started: boolean;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function postgresBin(tool: string): string {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(join(root, v, 'bin', tool)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(root, versions[0], 'bin', tool);
  }
  return tool;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root; as root, the cluster is owned by and run as the `postgres` user. */
function runAsOwner(command: string, args: string[], owner: { uid: number; gid: number } | null): void {
  if (owner) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' });
  else execFileSync(command, args, { stdio: 'ignore' });
}

function postgresOwner(): { uid: number; gid: number } | null {
  if (userInfo().uid !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

export async function ensurePostgres(
  preferred = process.env.PORTCULLIS_TEST_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
): Promise<PostgresHandle> {
  if (await answers(preferred)) return { url: preferred, started: false, stop: async () => undefined };
  const owner = postgresOwner();
  const directory = mkdtempSync(join(tmpdir(), 'portcullis-pg-'));
  const data = join(directory, 'data');
  if (owner) {
    chownSync(directory, owner.uid, owner.gid);
    chmodSync(directory, 0o700);
  }
  const port = await freePort();
  runAsOwner(postgresBin('initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'], owner);
  runAsOwner(
    postgresBin('pg_ctl'),
    ['-D', data, '-w', '-l', join(directory, 'log'), '-o', `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start'],
    owner,
  );
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  if (!(await answers(url))) throw new Error(`started PostgreSQL in ${directory} but it does not answer on port ${port}`);
  return {
    url,
    started: true,
    stop: async () => {
      try {
        runAsOwner(postgresBin('pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'], owner);
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
    },
  };
}
