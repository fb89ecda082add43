import { isProblem, type Logger } from '@portcullis/core';
import { z } from 'zod';
import type { KindChange } from './plan.ts';

export const OUTCOMES = ['done', 'failed'] as const;

export const outcomeSchema = z.object({
  kind: z.string(),
  name: z.string(),
  action: z.enum(['create', 'change', 'delete']),
  outcome: z.enum(OUTCOMES),
  /** The owner's problem code when it refused; INTERNAL_ERROR for anything else. */
  code: z.string().nullable(),
  detail: z.string().nullable(),
});
export type ObjectOutcome = z.output<typeof outcomeSchema>;

export const applyResultSchema = z.object({
  outcomes: z.array(outcomeSchema),
  summary: z.object({ done: z.number(), failed: z.number() }),
});
export type ApplyResult = z.output<typeof applyResultSchema>;

/**
 * Makes each change through its owner, in order, and reports each outcome as it happens. A refused object does not
 * stop the others: their outcomes say what happened, and applying the document again retries what failed.
 */
export async function applyChanges(
  changes: KindChange[],
  secrets: Map<string, Record<string, string>>,
  progress: (done: number, outcome: ObjectOutcome) => Promise<void>,
  logger: Logger,
): Promise<ApplyResult> {
  const outcomes: ObjectOutcome[] = [];
  for (const { kind, change } of changes) {
    const base = { kind: kind.kind, name: change.name, action: change.action };
    let outcome: ObjectOutcome;
    try {
      await kind.apply({ ...change, secrets: change.action === 'create' ? (secrets.get(`${kind.kind}/${change.name}`) ?? {}) : {} });
      outcome = { ...base, outcome: 'done', code: null, detail: null };
    } catch (error) {
      if (isProblem(error)) outcome = { ...base, outcome: 'failed', code: error.code, detail: error.detail };
      else {
        // Not a refusal of the owner: a fault, logged with what it was doing (the outcome shows no internals).
        logger.error({ err: error, kind: kind.kind, name: change.name, action: change.action }, 'declared change failed unexpectedly');
        outcome = { ...base, outcome: 'failed', code: 'INTERNAL_ERROR', detail: 'An unexpected error occurred.' };
      }
    }
    outcomes.push(outcome);
    await progress(outcomes.length, outcome);
  }
  const failed = outcomes.filter((outcome) => outcome.outcome === 'failed').length;
  return { outcomes, summary: { done: outcomes.length - failed, failed } };
}
