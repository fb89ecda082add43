import { z } from 'zod';
import type { Dialect } from '../db/migration.ts';

// What a backup archive (.tar.gz) holds: manifest.json and one database file. The manifest says what made it, so
// a restore can refuse what it cannot take (another dialect, a newer schema, another key) before touching anything.

export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILES: Record<Dialect, string> = { sqlite: 'database.sqlite', postgresql: 'database.pgdump' };

export const manifestSchema = z.object({
  format: z.literal('portcullis-backup'),
  format_version: z.literal(1),
  /** The Portcullis release that made it. */
  version: z.string(),
  dialect: z.enum(['sqlite', 'postgresql']),
  created_at: z.string(),
  /** Applied migrations (`plugin:name`) at the time: the schema of the snapshot. */
  migrations: z.array(z.string()),
  /** Names the secret key (never the key): secrets and the audit chain in the snapshot need that key. */
  key_id: z.string(),
});

export type BackupManifest = z.output<typeof manifestSchema>;
