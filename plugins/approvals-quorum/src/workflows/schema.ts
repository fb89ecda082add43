import { emailSchema } from '@portcullis/plugin-users';
import { z } from 'zod';

/** An email (lower-cased), or a group or service-principal name as those plugins allow them. */
const voter = z
  .string({ error: 'must be a string' })
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(320)
  .pipe(
    z.union([
      z.string().regex(/@/).pipe(emailSchema),
      z
        .string()
        .max(100, { error: 'a group or service principal name is at most 100 characters' })
        .regex(/^[^\s@][^@]*$/, { error: 'an email address, or a group or service principal name' }),
    ]),
  );

const MAX_DEADLINE_SECONDS = 30 * 24 * 3600;

/**
 * PUT `.../approval-workflow` (spec: required_votes, voters, escalation_deadline_seconds; docs/decisions.md §5: 2–20).
 */
export const workflowBody = z
  .strictObject({
    required_votes: z
      .number({ error: 'must be a number' })
      .int({ error: 'must be an integer' })
      .min(2, { error: 'a quorum needs at least 2 votes' })
      .max(20, { error: 'must be at most 20' }),
    voters: z.array(voter).min(1, { error: 'name at least one voter' }).max(100, { error: 'at most 100 entries' }),
    escalation_deadline_seconds: z
      .number({ error: 'must be a number' })
      .int({ error: 'must be an integer' })
      .min(1, { error: 'must be at least 1' })
      .max(MAX_DEADLINE_SECONDS, { error: `must be at most ${MAX_DEADLINE_SECONDS} (30 days)` })
      .nullable()
      .optional(),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.voters.forEach((entry, index) => {
      if (seen.has(entry)) ctx.addIssue({ code: 'custom', path: ['voters', index], message: `${entry} is listed twice` });
      seen.add(entry);
    });
    // Only a list of individuals can be counted here; a group may have any number of members.
    const individuals = body.voters.length > 0 && body.voters.every((entry) => entry.includes('@'));
    if (individuals && body.required_votes > body.voters.length) {
      ctx.addIssue({ code: 'custom', path: ['required_votes'], message: `${body.required_votes} votes can never be reached by ${body.voters.length} voters` });
    }
  });

export type WorkflowBody = z.output<typeof workflowBody>;

export const workflowResponse = z.object({
  gateway: z.string(),
  workspace: z.string(),
  sandbox: z.string(),
  required_votes: z.number().int(),
  voters: z.array(z.string()),
  escalation_deadline_seconds: z.number().int().nullable(),
  created_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
