import type { Dialect } from '../db/migration.ts';

// One row of a table file: a JSON array of cells. PostgreSQL cells are each value's text form (what the column's
// type reads back exactly: timestamps, JSONB, numerics), SQLite cells the stored value; a byte string, which JSON
// cannot hold, travels as {"base64": ...}.

export type Cell = string | number | null | { base64: string };

export function encodeCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Uint8Array) return { base64: Buffer.from(value).toString('base64') };
  return JSON.stringify(value);
}

/** A line of a table file as the parameters of its insert; null when it is not one row of `width` cells. */
export function decodeRow(line: string, width: number, dialect: Dialect): unknown[] | null {
  let row: unknown;
  try {
    row = JSON.parse(line);
  } catch {
    return null;
  }
  if (!Array.isArray(row) || row.length !== width) return null;
  const values: unknown[] = [];
  for (const cell of row) {
    const value = decodeCell(cell, dialect);
    if (value === undefined) return null;
    values.push(value);
  }
  return values;
}

function decodeCell(cell: unknown, dialect: Dialect): unknown {
  if (cell === null || typeof cell === 'string') return cell;
  if (typeof cell === 'number') return Number.isFinite(cell) ? (dialect === 'postgresql' ? String(cell) : cell) : undefined;
  if (typeof cell === 'object' && Object.keys(cell).length === 1 && typeof (cell as { base64?: unknown }).base64 === 'string') {
    const bytes = Buffer.from((cell as { base64: string }).base64, 'base64');
    return dialect === 'postgresql' ? `\\x${bytes.toString('hex')}` : bytes;
  }
  return undefined;
}

/** How a column is read for a backup: PostgreSQL as text, so every type round-trips through its own input form. */
export function selectColumn(dialect: Dialect, column: string): string {
  return dialect === 'postgresql' ? `"${column}"::text AS "${column}"` : `"${column}"`;
}
