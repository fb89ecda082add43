import { z } from 'zod';

// What a backup archive (.tar.gz) holds: manifest.json first, then one file of rows per table (tables/<name>.ndjson,
// a JSON array of cells per line, in the order of the manifest's columns). Data only: no SQL, no schema, so a
// restore creates the schema with this release's own migrations and executes nothing the archive brings. The
// manifest says what made it (a restore refuses another dialect, a newer schema, another key before touching
// anything) and what each table file holds (size, rows, digest), so the content is checked against it as it is read.

export const MANIFEST_FILE = 'manifest.json';
export const FORMAT_VERSION = 2;
/** A manifest is a few kilobytes per hundred tables: anything larger is not one of ours. */
export const MANIFEST_MAX_BYTES = 1024 * 1024;

const NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function tableFile(table: string): string {
  return `tables/${table}.ndjson`;
}

export const tableEntrySchema = z.object({
  name: z.string().regex(NAME),
  columns: z.array(z.string().regex(NAME)).min(1),
  rows: z.number().int().nonnegative(),
  /** Size of the table file: the restore stops reading the archive once a file grows past it. */
  bytes: z.number().int().nonnegative(),
  /** SHA-256 of the table file, hex. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

/** The fields every format version carries: enough to say why an archive of another version is refused. */
export const manifestHeaderSchema = z.object({
  format: z.literal('portcullis-backup'),
  format_version: z.number().int(),
  version: z.string(),
});

export const manifestSchema = z.object({
  format: z.literal('portcullis-backup'),
  format_version: z.literal(FORMAT_VERSION),
  /** The Portcullis release that made it. */
  version: z.string().max(100),
  dialect: z.enum(['sqlite', 'postgresql']),
  created_at: z.string().max(100),
  /** Applied migrations (`plugin:name`) at the time: the schema the rows belong to. */
  migrations: z.array(z.string().max(300)),
  /** Names the secret key (never the key): secrets and the audit chain in the snapshot need that key. */
  key_id: z.string().max(300),
  tables: z.array(tableEntrySchema),
});

export type BackupManifest = z.output<typeof manifestSchema>;
export type TableEntry = z.output<typeof tableEntrySchema>;
