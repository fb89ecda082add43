import { isoInstant } from '@portcullis/core';
import { z } from 'zod';

// docs/decisions.md §7's filters, shared by the list, the export and the CLI: exact matches on who, what and where, and
// a time window (`since` inclusive, `until` exclusive). Lengths are the columns' widths: a longer value matches
// nothing.

const exact = (max: number) =>
  z
    .string()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` });

export const filterShape = {
  actor: exact(320).optional(),
  action: exact(100).optional(),
  resource_type: exact(100).optional(),
  resource_id: exact(512).optional(),
  /** The spec's `resource`: `type` or `type/id`, as the CLI shows an entry's resource. */
  resource: exact(100 + 1 + 512).optional(),
  gateway: exact(253).optional(),
  since: isoInstant.optional(),
  until: isoInstant.optional(),
};

export const FILTER_NAMES = Object.keys(filterShape) as Array<keyof typeof filterShape>;

/** The window must not end before it starts. */
export function checkWindow(filter: { since?: Date | undefined; until?: Date | undefined }, context: z.RefinementCtx): void {
  if (filter.since && filter.until && filter.until < filter.since) context.addIssue({ code: 'custom', path: ['until'], message: 'must not be before since' });
}

export const filterQuery = z.object(filterShape).superRefine(checkWindow);

/**
 * The filters asked for, and the gateways whose rows the caller may not read (docs/roles.md): an admin demoted on a
 * gateway reads no rows of that gateway; rows of no gateway stay readable.
 */
export type AuditFilter = z.output<typeof filterQuery> & { excludedGateways?: readonly string[] };
