import { labelRuleSelectorsShape } from '@portcullis/plugin-gateways';
import { WINDOWS } from '@portcullis/plugin-metering';
import { z } from 'zod';
import { ACTIONS } from '../entity.ts';
import { budgetBody } from '../json.ts';
import type { BudgetRuleEntity } from './entity.ts';

/** PUT /api/budget-rules/{name}: the selectors and the per-sandbox budget body. */
export const budgetRuleBody = budgetBody.extend(labelRuleSelectorsShape);

export type BudgetRuleBody = z.output<typeof budgetRuleBody>;

export const budgetRuleJsonSchema = z.object({
  name: z.string(),
  gateways: z.record(z.string(), z.string()),
  sandboxes: z.record(z.string(), z.string()),
  limit_requests: z.number().int(),
  window: z.enum(WINDOWS),
  action: z.enum(ACTIONS),
  updated_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type BudgetRuleJson = z.output<typeof budgetRuleJsonSchema>;

/** The rule's fields as its PUT body states them. */
export function budgetRuleFields(rule: BudgetRuleEntity): BudgetRuleBody {
  return { gateways: { ...rule.gateways }, sandboxes: { ...rule.sandboxes }, limit_requests: rule.limitRequests, window: rule.window, action: rule.action };
}

export function budgetRuleJson(rule: BudgetRuleEntity): BudgetRuleJson {
  return {
    name: rule.name,
    ...budgetRuleFields(rule),
    updated_by: rule.updatedBy,
    created_at: rule.createdAt.toISOString(),
    updated_at: rule.updatedAt.toISOString(),
  };
}
