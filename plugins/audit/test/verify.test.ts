// GET /api/audit/verify and `audit verify`: an attacker with file or superuser access to a copy of the database
// bypasses the append-only triggers and changes or removes a row; verification with the service's key names the
// first broken row. The original stays intact.

import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { adminUrl, connectTestDatabase, createTestDatabase, type TestDatabase, type TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bootAudit, record } from './helpers.ts';

const CLI = fileURLToPath(new URL('../../../core/src/cli.ts', import.meta.url));
const KEY = { SERVICE_SECRET_KEY: 'audit-verify-test-key-0123456789abcdef' };

/** A copy of a stopped kernel's database: the SQLite file, or a PostgreSQL database made from it as a template. */
async function copyOf(original: TestDatabase): Promise<TestDatabase> {
  const copy = await createTestDatabase(original.dialect);
  if (original.dialect === 'sqlite') {
    copyFileSync(original.sqliteFile!, copy.sqliteFile!);
    return copy;
  }
  const name = `portcullis_copy_${randomBytes(6).toString('hex')}`;
  const admin = await connectTestDatabase({ ...original, env: { SERVICE_DATABASE_URL: adminUrl() } });
  try {
    await admin.run(`CREATE DATABASE ${name} TEMPLATE ${new URL(original.env.SERVICE_DATABASE_URL!).pathname.slice(1)}`);
  } finally {
    await admin.close();
  }
  const url = new URL(original.env.SERVICE_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    ...copy,
    env: { ...copy.env, SERVICE_DATABASE_URL: url.toString() },
    drop: async () => {
      const cleanup = await connectTestDatabase({ ...original, env: { SERVICE_DATABASE_URL: adminUrl() } });
      await cleanup.run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => cleanup.close());
      await copy.drop();
    },
  };
}

/** What an attacker with file access (SQLite) or superuser access (PostgreSQL) does: the triggers do not stop them. */
async function tamper(database: TestDatabase, statements: string[]): Promise<void> {
  const db = await connectTestDatabase(database);
  try {
    if (db.dialect === 'sqlite') {
      await db.run('DROP TRIGGER audit_log_no_update');
      await db.run('DROP TRIGGER audit_log_no_delete');
      for (const sql of statements) await db.run(sql);
    } else {
      await db.transaction(async (em) => {
        await db.run('SET LOCAL session_replication_role = replica', [], em);
        for (const sql of statements) await db.run(sql, [], em);
      });
    }
  } finally {
    await db.close();
  }
}

function cli(database: TestDatabase, args: string[]) {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    env: { PATH: process.env.PATH ?? '', SERVICE_PLUGINS: 'audit', ...database.env, ...KEY },
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

async function withKernel<T>(database: TestDatabase, work: (t: TestKernel) => Promise<T>): Promise<T> {
  const t = await bootAudit({ database, env: KEY });
  try {
    return await work(t);
  } finally {
    await t.stop();
  }
}

const original = await createTestDatabase();
const copies: TestDatabase[] = [];
test.after(async () => {
  for (const copy of copies) await copy.drop();
  await original.drop();
});

await withKernel(original, async (t) => {
  for (let n = 1; n <= 5; n += 1) await record(t, { action: 'thing.make', resourceType: 'thing', resourceId: `t${n}`, detail: { n } });
});

test('an intact log verifies: every row checked with the key, the head named', () =>
  withKernel(original, async (t) => {
    const verdict = await t.http.get('/api/audit/verify');
    assert.is(verdict.status, 200, verdict.text);
    const [head] = await t.kernel.database.execute<{ id: number | string; hash: string }>('SELECT id, hash FROM audit_log ORDER BY id DESC LIMIT 1');
    assert.equal(verdict.body, { ok: true, checked: 5, keyed: 5, legacy: 0, first_broken: null, last: { id: Number(head!.id), hash: head!.hash } });
    assert.equal((await t.http.get('/api/audit/verify', { query: { from: '2', to: '3' } })).body.checked, 2);
    const bad = await t.http.get('/api/audit/verify', { query: { from: '3', to: '2' } });
    assert.equal([bad.status, bad.body.errors], [400, [{ path: 'query.to', message: 'must not be below from' }]]);
    assert.is((await t.http.get('/api/audit/verify', { query: { from: '0' } })).status, 400);
  }));

test('a changed row in a copy is found by the API and the CLI; the original still verifies', async () => {
  const copy = await copyOf(original);
  copies.push(copy);
  await tamper(copy, [`UPDATE audit_log SET detail = '{"n":99}' WHERE id = 3`]);
  await withKernel(copy, async (t) => {
    const verdict = (await t.http.get('/api/audit/verify')).body;
    assert.equal([verdict.ok, verdict.first_broken, verdict.checked], [false, { id: 3, reason: 'the row does not match its hash' }, 3]);
    assert.is((await t.http.get('/api/audit/verify', { query: { from: '4' } })).body.ok, true, 'a range after the change does not include it');
  });
  const broken = cli(copy, ['audit', 'verify']);
  assert.equal([broken.code, broken.stdout], [1, 'The audit chain is BROKEN at row 3: the row does not match its hash (3 rows checked).\n'], broken.stderr);
  assert.equal(JSON.parse(cli(copy, ['audit', 'verify', '--json']).stdout).first_broken, { id: 3, reason: 'the row does not match its hash' });
  const intact = cli(original, ['audit', 'verify']);
  assert.equal([intact.code, intact.stdout.split('\n')[0]], [0, 'The audit chain is intact: 5 rows checked (5 keyed, 0 legacy).'], intact.stderr);
  assert.match(intact.stdout, /^Head: row 5, hash [0-9a-f]{64}$/m);
});

test('a row removed from a copy breaks the link of the row after it', async () => {
  const copy = await copyOf(original);
  copies.push(copy);
  await tamper(copy, ['DELETE FROM audit_log WHERE id = 2']);
  await withKernel(copy, async (t) => {
    assert.equal((await t.http.get('/api/audit/verify')).body.first_broken, { id: 3, reason: 'prev_hash does not match the hash of the row before' });
  });
});

test.run();
