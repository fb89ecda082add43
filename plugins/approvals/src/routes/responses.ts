import { z } from 'zod';
import { chunkJsonSchema } from '../chunks/json.ts';

/** A move on one chunk: its new status and the chunk, or (with a workflow) the vote recorded. */
export const decisionResponse = z.looseObject({
  status: z.enum(['approved', 'rejected', 'pending', 'vote_recorded']),
  chunk_id: z.string(),
  sandbox: z.string(),
  chunk: chunkJsonSchema.optional(),
});

export const approveAllResponse = z.looseObject({
  sandbox: z.string(),
  chunks_approved: z.number().int(),
  chunks_skipped: z.number().int(),
  policy_version: z.number().int(),
  policy_hash: z.string(),
  approved: z.array(z.string()),
  skipped: z.array(
    z.object({
      chunk_id: z.string(),
      reason: z.enum(['security_flagged', 'chunk_changed', 'not_pending', 'not_found', 'refused', 'stale', 'policy_check']),
      message: z.string(),
      problem: z.record(z.string(), z.unknown()).optional(),
    }),
  ),
});

export const clearResponse = z.object({ sandbox: z.string(), chunks_cleared: z.number().int(), chunk_ids: z.array(z.string()) });

export const chunkListResponse = z.object({ items: z.array(chunkJsonSchema), total: z.number().int() });

export const decisionRecordResponse = z.object({
  chunk_id: z.string(),
  sandbox: z.string(),
  workflow: z.boolean(),
  proposal_status: z.string().nullable(),
  required: z.number().int().nullable(),
  votes: z.array(z.object({ voter: z.string(), decision: z.enum(['approve', 'reject']), at: z.string() })),
  tally: z.object({ approve: z.number().int(), reject: z.number().int() }),
  voters: z.array(z.string()),
  eligible_voters: z.array(z.string()),
  escalated: z.boolean(),
});
