import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { adminUrl, createTestDatabase, createTestKernel, eventually, type TestDatabase, testDialect } from '@portcullis/testing';
import pg from 'pg';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Kernel } from '../src/index.ts';
import { notesPlugin } from './fixtures/notes-plugin.ts';

test('/healthz and /readyz answer 200 with their checks', async () => {
  const t = await createTestKernel({ plugins: [notesPlugin] });
  try {
    const health = await t.http.as(null).get('/healthz');
    assert.equal({ status: health.status, body: health.body }, { status: 200, body: { status: 'ok' } });
    const ready = await t.http.as(null).get('/readyz');
    assert.is(ready.status, 200);
    assert.equal(ready.body.status, 'ready');
    assert.equal(
      { database: ready.body.checks.database, initialised: ready.body.checks.initialised, healthy: ready.body.checks.tasks.healthy },
      { database: 'ok', initialised: true, healthy: true },
    );
    const verbose = await t.http.as(null).get('/readyz', { query: { verbose: 'true' } });
    assert.ok(verbose.body.checks.tasks.detail.some((task: { id: string }) => task.id === 'notes.count'));
  } finally {
    await t.stop();
  }
});

/** Takes the database away under a running kernel, the way a lost disk or server would. */
async function loseDatabase(database: TestDatabase, kernel: Kernel): Promise<void> {
  await kernel.database.orm.close(true);
  if (database.sqliteFile) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${database.sqliteFile}${suffix}`, { force: true });
    mkdirSync(database.sqliteFile); // the reconnect finds a directory where the file was
    return;
  }
  const name = new URL(database.env.SERVICE_DATABASE_URL!).pathname.slice(1);
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
  await admin.query(`ALTER DATABASE ${name} RENAME TO ${name}_gone`);
  await admin.query(`DROP DATABASE ${name}_gone WITH (FORCE)`);
  await admin.end();
}

test('/readyz is 503 when the database is gone', async () => {
  const t = await createTestKernel({ plugins: [notesPlugin], env: { SERVICE_READYZ_TIMEOUT: '1' } });
  await loseDatabase(t.database, t.kernel);
  const ready = await t.http.as(null).get('/readyz');
  assert.is(ready.status, 503);
  assert.equal({ status: ready.body.status, database: ready.body.checks.database }, { status: 'not_ready', database: 'unavailable' });
  assert.is((await t.http.as(null).get('/healthz')).status, 200, 'liveness does not depend on the database');
  await t.stop().catch(() => undefined);
});

const SERVE = fileURLToPath(new URL('./fixtures/serve-notes.ts', import.meta.url));

/** The notes fixture served by a child process, the way `npm start` serves the configured plugins. */
function serveNotes(env: Record<string, string>) {
  const child = spawn(process.execPath, [SERVE], {
    env: { PATH: process.env.PATH ?? '', SERVICE_PORT: '0', SERVICE_AUTH_ENABLED: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const served = { child, output: '' };
  child.stdout.on('data', (chunk) => {
    served.output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    served.output += chunk;
  });
  const exited = new Promise<{ code: number | null }>((resolve) => child.on('exit', (code) => resolve({ code })));
  const url = eventually(() => /"url":"(http:[^"]+)"/.exec(served.output)?.[1], 15_000);
  return Object.assign(served, { exited, url });
}

async function startJob(url: string, mode: string): Promise<string> {
  const started = await fetch(`${url}/api/notes/jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ mode }),
  });
  return ((await started.json()) as { operation_id: string }).operation_id;
}

interface OperationJson {
  status: string;
  progress: number;
  error: { code: string } | null;
}

async function operationOf(url: string, id: string): Promise<OperationJson> {
  return (await fetch(`${url}/api/operations/${id}`)).json() as Promise<OperationJson>;
}

test('SIGTERM with an SSE stream open exits cleanly within the timeout', async () => {
  const database = await createTestDatabase();
  const served = serveNotes({ ...database.env, SERVICE_SHUTDOWN_TIMEOUT_SECONDS: '5' });
  try {
    const url = await served.url;
    const id = await startJob(url, 'wait');
    const { hostname, port } = new URL(url);
    const streamEnded = new Promise<string>((resolve) => {
      httpRequest({ hostname, port, path: `/api/operations/${id}/stream` }, (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve(text));
        res.on('error', () => resolve(text));
      }).end();
    });
    await eventually(async () => (await operationOf(url, id)).progress === 50);
    served.child.kill('SIGTERM');
    // Exit 0 says the shutdown kept its deadline: the service exits 1 when it overruns (core/src/serve.ts).
    const { code } = await served.exited;
    assert.is(code, 0, served.output);
    assert.match(await streamEnded, /event: operation/);
    assert.match(served.output, /"msg":"stopped"/);
  } finally {
    served.child.kill('SIGKILL');
    await database.drop();
  }
});

test('an operation running when its process is killed (kill -9) is failed ORPHANED as soon as the restarted service is ready', async () => {
  const database = await createTestDatabase();
  const first = serveNotes(database.env);
  let second: ReturnType<typeof serveNotes> | null = null;
  try {
    const firstUrl = await first.url;
    const id = await startJob(firstUrl, 'wait');
    await eventually(async () => (await operationOf(firstUrl, id)).status === 'running');
    first.child.kill('SIGKILL');
    await first.exited;

    second = serveNotes(database.env);
    const url = await second.url;
    await eventually(async () => (await fetch(`${url}/readyz`)).status === 200, 15_000);
    const after = await operationOf(url, id);
    assert.equal([after.status, after.error?.code], ['failed', 'ORPHANED'], 'recovered at start-up, not a minute later');
  } finally {
    first.child.kill('SIGKILL');
    second?.child.kill('SIGKILL');
    await second?.exited;
    await database.drop();
  }
});

if (testDialect() === 'postgresql') {
  test('with PostgreSQL, events reach subscribers on other replicas that ask for them', async () => {
    const database = await createTestDatabase();
    const first = await createTestKernel({ plugins: [notesPlugin], database, clock: 'system' });
    const second = await createTestKernel({ plugins: [notesPlugin], database, clock: 'system' });
    try {
      const local: string[] = [];
      second.kernel.events.on('note.created', (event) => {
        local.push(event.id);
      });
      const created = await first.http.as('operator').post('/api/notes', { text: 'across' });
      const relayed = await second.waitForEvent('note.created', (event) => (event.data as { id: string }).id === created.body.id);
      assert.is(relayed.origin, first.kernel.instanceId);
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.equal(local, [], "a 'local' subscriber on the other replica does not see it");
      assert.is(second.resolve('noteCounter', 'notes').created, 0, "plugin subscribers are 'local' by default");
    } finally {
      await first.stop({ keepDatabase: true });
      await second.stop({ keepDatabase: true });
      await database.drop();
    }
  });

  test('with PostgreSQL, a burst of events is relayed one at a time and in order', async () => {
    const database = await createTestDatabase();
    const first = await createTestKernel({ plugins: [notesPlugin], database, clock: 'system' });
    const second = await createTestKernel({ plugins: [notesPlugin], database, clock: 'system' });
    const warnings: string[] = [];
    const onWarning = (warning: Error) => {
      warnings.push(warning.message);
    };
    process.on('warning', onWarning);
    try {
      const ids = Array.from({ length: 20 }, (_, index) => `burst-${index}`);
      for (const id of ids) first.kernel.events.emit('note.created', { id, text: id, gateway: null });
      await eventually(() => second.eventsNamed('note.created').length === ids.length, 5000);
      assert.equal(
        second.eventsNamed('note.created').map((event) => (event.data as { id: string }).id),
        ids,
      );
      assert.equal(
        warnings.filter((message) => message.includes('already executing a query')),
        [],
      );
    } finally {
      process.off('warning', onWarning);
      await first.stop({ keepDatabase: true });
      await second.stop({ keepDatabase: true });
      await database.drop();
    }
  });
}

test.run();
