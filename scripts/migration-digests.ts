// Digests of the SQL of every migration in the workspace (the kernel's and each plugin's, per dialect), so that a
// migration that has shipped cannot change by accident: databases that applied it keep the schema it made, and a
// rewrite of how migrations are written (the per-dialect DDL helper) must emit the very same statements.
//   node scripts/migration-digests.ts --write     records the migrations that are not recorded yet
import { createHash } from 'node:crypto';
import { globSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { kernelMigrations } from '../core/src/db/kernel-migrations.ts';
import type { Migration, PluginMigrations } from '../core/src/index.ts';

const ROOT = new URL('..', import.meta.url).pathname;
export const RECORDED = join(ROOT, 'scripts', 'shipped-migrations.json');

/** `<owner>:<dialect>:<name>` → sha256 of the statements (`function` for a data migration written as code). */
export type Digests = Record<string, string>;

function digestsOf(owner: string, migrations: PluginMigrations): Digests {
  const entries = (['sqlite', 'postgresql'] as const).flatMap((dialect) =>
    migrations[dialect].map((migration: Migration) => [
      `${owner}:${dialect}:${migration.name}`,
      typeof migration.up === 'function' ? 'function' : createHash('sha256').update(migration.up.join('\n;\n')).digest('hex'),
    ]),
  );
  return Object.fromEntries(entries);
}

/** What the workspace's migrations are now. */
export async function currentDigests(): Promise<Digests> {
  const digests: Digests = digestsOf('core', kernelMigrations);
  for (const manifest of globSync('plugins/*/src/index.ts', { cwd: ROOT }).sort()) {
    const plugin = (await import(pathToFileURL(join(ROOT, manifest)).href)).default as { id: string; migrations?: PluginMigrations };
    if (plugin.migrations) Object.assign(digests, digestsOf(plugin.id ?? basename(dirname(dirname(manifest))), plugin.migrations));
  }
  return digests;
}

export function recordedDigests(): Digests {
  return JSON.parse(readFileSync(RECORDED, 'utf8')) as Digests;
}

if (process.argv.includes('--write')) {
  const merged = { ...(await currentDigests()), ...recordedDigests() };
  const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(RECORDED, `${JSON.stringify(sorted, null, 2)}\n`);
}
