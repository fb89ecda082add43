import { type MigrationSet, migrationId } from '../db/migrate.ts';
import type { Dialect } from '../db/migration.ts';

// The schema a backup's rows belong to, as this release's own migrations: the ones its manifest names, which must
// be ones this release ships (with the configured plugins) and, for each plugin, its first migrations in order,
// as any database this release migrated holds them.

export interface BackupSchema {
  /** What builds the backup's schema, in the order the kernel applies migrations. */
  sets: MigrationSet[];
  /** Migrations the manifest names that this release and its plugins do not ship (a newer schema). */
  unknown: string[];
  /** Migrations the manifest names without the ones before them (no database of ours is in that state). */
  outOfOrder: string[];
}

export function backupSchema(named: string[], shipped: MigrationSet[], dialect: Dialect): BackupSchema {
  const wanted = new Set(named);
  const known = new Set<string>();
  const sets: MigrationSet[] = [];
  const outOfOrder: string[] = [];
  for (const { plugin, migrations } of shipped) {
    const ids = migrations[dialect].map((migration) => migrationId(plugin, migration.name));
    for (const id of ids) known.add(id);
    const prefix = ids.findIndex((id) => !wanted.has(id));
    const count = prefix === -1 ? ids.length : prefix;
    outOfOrder.push(...ids.slice(count).filter((id) => wanted.has(id)));
    if (count > 0) sets.push({ plugin, migrations: { sqlite: migrations.sqlite.slice(0, count), postgresql: migrations.postgresql.slice(0, count) } });
  }
  return { sets, unknown: named.filter((id) => !known.has(id)), outOfOrder };
}
