import { z } from 'zod';

/** The kernel's ChainVerdict as the API shows it. */
export const verdictSchema = z.object({
  ok: z.boolean(),
  checked: z.number().int(),
  keyed: z.number().int(),
  legacy: z.number().int(),
  first_broken: z.object({ id: z.number().int(), reason: z.string() }).nullable(),
  last: z.object({ id: z.number().int(), hash: z.string() }).nullable(),
});

const rowId = z.coerce.number({ error: 'must be a row id' }).int({ error: 'must be a row id' }).min(1, { error: 'must be at least 1' });

export const verifyRange = z
  .object({ from: rowId.optional(), to: rowId.optional() })
  .refine((range) => range.from === undefined || range.to === undefined || range.from <= range.to, { path: ['to'], error: 'must not be below from' });
