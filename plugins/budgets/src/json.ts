import { WINDOWS, windowKey, windowStart } from '@portcullis/plugin-metering';
import { z } from 'zod';
import type { BudgetFields } from './effective.ts';
import { ACTIONS } from './entity.ts';

export const budgetBody = z.object({
  limit_requests: z
    .number({ error: 'must be a number' })
    .int({ error: 'must be an integer' })
    .min(0, { error: 'must be at least 0' })
    .max(Number.MAX_SAFE_INTEGER, { error: `must be at most ${Number.MAX_SAFE_INTEGER}` }),
  window: z.enum(WINDOWS, { error: `must be one of ${WINDOWS.join(', ')}` }),
  action: z.enum(ACTIONS, { error: `must be one of ${ACTIONS.join(', ')}` }),
});

export type BudgetBody = z.output<typeof budgetBody>;

export const budgetJsonSchema = z.object({
  gateway: z.string(),
  workspace: z.string(),
  sandbox: z.string(),
  limit_requests: z.number().int(),
  window: z.enum(WINDOWS),
  action: z.enum(ACTIONS),
  /** Metered requests in the current window. */
  used: z.number().int(),
  /** First UTC day of the current window; null for `total`. */
  window_start: z.string().nullable(),
  /** `used` has reached `limit_requests`. */
  exceeded: z.boolean(),
  /** `budget.exceeded` has fired in the current window. */
  notified: z.boolean(),
  exceeded_at: z.string().nullable(),
  updated_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The budget rule that gives the sandbox this budget; null for its own budget. */
  rule: z.string().nullable(),
});

export type BudgetJson = z.output<typeof budgetJsonSchema>;

export function budgetJson(budget: BudgetFields, rule: string | null, used: number, now: number): BudgetJson {
  return {
    gateway: budget.gateway,
    workspace: budget.workspace,
    sandbox: budget.sandbox,
    limit_requests: budget.limitRequests,
    window: budget.window,
    action: budget.action,
    used,
    window_start: windowStart(budget.window, now),
    exceeded: used >= budget.limitRequests,
    notified: budget.exceededWindow === windowKey(budget.window, now),
    exceeded_at: budget.exceededAt ? budget.exceededAt.toISOString() : null,
    updated_by: budget.updatedBy,
    created_at: budget.createdAt.toISOString(),
    updated_at: budget.updatedAt.toISOString(),
    rule,
  };
}
