import { z } from 'zod';

// docs/decisions.md §1: every list answers `{"items", "total"}` (total counted after filtering, before paging) and
// accepts `offset` and `limit` (default 50, at most 1000). One definition, so every plugin's lists behave alike.

const integer = z.coerce.number({ error: 'must be a number' }).int({ error: 'must be an integer' });

/** Spread into a query schema: `z.object({ ...otherFields, ...pagingQueryShape })`. */
export const pagingQueryShape = {
  offset: integer.min(0, { error: 'must be at least 0' }).default(0),
  limit: integer.min(1, { error: 'must be at least 1' }).max(1000, { error: 'must be at most 1000' }).default(50),
};

export const pagingQuery = z.object(pagingQueryShape);

export interface Paging {
  offset: number;
  limit: number;
}

/** One page of a complete, already filtered list. */
export function pageOf<T>(items: T[], paging: Paging): { items: T[]; total: number } {
  return { items: items.slice(paging.offset, paging.offset + paging.limit), total: items.length };
}

/** The response schema of a list of `item`. */
export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int() });
}
