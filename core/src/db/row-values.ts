// Plain rows from a hot read (prepared-reads.ts) carry values as each driver returns them, without the ORM's
// hydration: these turn them into what an entity would have held, the same on both dialects.
import { isoTimestamp } from '../iso-timestamp.ts';

/** A datetime column: epoch milliseconds on SQLite, text under the ORM's type parsers on PostgreSQL. */
export function rowDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(value as number | string);
}

/** A datetime column as the ISO text an answer carries: `rowDate(value).toISOString()`, without the Date on SQLite. */
export function rowTimestamp(value: unknown): string {
  return isoTimestamp(typeof value === 'number' ? value : rowDate(value));
}

export function rowDateOrNull(value: unknown): Date | null {
  return value === null || value === undefined ? null : rowDate(value);
}

/** A count or bigint: a string from pg (it does not fit a double in general), a number from SQLite. */
export function rowNumber(value: unknown): number {
  return Number(value);
}

/** A boolean column: 0/1 on SQLite. */
export function rowBoolean(value: unknown): boolean {
  return value === true || value === 1;
}

/** A JSON column: text on SQLite, already parsed (jsonb) on PostgreSQL. */
export function rowJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
