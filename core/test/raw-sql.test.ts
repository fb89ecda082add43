// test-dialects: none
import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

// Queries go through the ORM or a typed query (docs/plugins.md §Typed queries); migrations are SQL by nature. Every
// other source file holding SQL text, with why. Anything else fails the test: write it as a typed query, or add it
// here with its reason; an entry whose file no longer holds SQL fails too, so the list only shrinks.
const ALLOWED: Record<string, string> = {
  'core/src/db/database.ts': 'the raw execute/run primitives themselves, the advisory lock, the table listing and the SQLite pragmas',
  'core/src/db/dialect-ddl.ts': 'a migration in the documentation comment of the dialect types',
  'core/src/db/migrate.ts': "the migration runner and its own bookkeeping table, which exists before any entity's table",
  'core/src/kernel/pg-presence.ts': "a session advisory lock on PostgreSQL's own client, outside the ORM's pool",
  'core/src/backup/restore.ts': 'restores every table generically, by the names the catalog lists',
  'core/src/backup/schema-catalog.ts': "reads each dialect's system catalog",
  'core/src/backup/table-export.ts': 'exports any table generically, by name',
  'core/src/backup/table-import.ts': 'imports any table generically, by name, in batches of varying size',
  'core/src/events/wakeups.ts': "PostgreSQL's LISTEN/NOTIFY, which has no query builder form",
};

/** A string or template literal that begins with an SQL statement. */
const SQL_TEXT = /['"`]\s*(SELECT|INSERT|UPDATE|DELETE|WITH|REPLACE|PRAGMA|CREATE|ALTER|DROP)\s/;

function filesWithSql(): string[] {
  return globSync(['core/src/**/*.ts', 'plugins/*/src/**/*.ts'], { cwd: ROOT })
    .filter((file) => !/(^|\/)migrations(\/|\.ts$)|kernel-migrations\.ts$/.test(file))
    .filter((file) => SQL_TEXT.test(readFileSync(`${ROOT}${file}`, 'utf8')))
    .sort();
}

test('no SQL text outside migrations, except the allowed files', () => {
  const found = filesWithSql();
  assert.equal(
    found.filter((file) => !ALLOWED[file]),
    [],
    'SQL text outside migrations: write it as a typed query (database.queries), or allow the file with its reason',
  );
  assert.equal(
    Object.keys(ALLOWED).filter((file) => !found.includes(file)),
    [],
    'allowed files that no longer hold SQL: take them off the list',
  );
});

/** The ORM's native writes: a third way to a table beside the unit of work and typed queries. */
const NATIVE_WRITE = /\bnative(Update|Delete|Insert)\b/;

test('no native update, delete or insert of the ORM: writes go through the unit of work or a typed query', () => {
  const found = globSync(['core/src/**/*.ts', 'plugins/*/src/**/*.ts'], { cwd: ROOT }).filter((file) =>
    NATIVE_WRITE.test(readFileSync(`${ROOT}${file}`, 'utf8')),
  );
  assert.equal(found.sort(), [], 'write it as a typed query (database.queries.run) or through the unit of work');
});

test.run();
