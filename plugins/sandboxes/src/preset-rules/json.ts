import { labelRuleSelectorsShape } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import { presetNamesSchema } from '../create/schema.ts';
import type { PresetRuleApplicationEntity, PresetRuleEntity } from './entity.ts';

/** PUT /api/preset-rules/{name}: the selectors and the presets every sandbox they match gets. */
export const presetRuleBody = z.object({
  ...labelRuleSelectorsShape,
  presets: presetNamesSchema.min(1, { error: 'at least one preset' }),
});

export type PresetRuleBody = z.output<typeof presetRuleBody>;

const applicationJsonSchema = z.object({
  gateway: z.string(),
  workspace: z.string(),
  sandbox: z.string(),
  preset: z.string(),
  applied_at: z.string(),
});

export const presetRuleJsonSchema = z.object({
  name: z.string(),
  gateways: z.record(z.string(), z.string()),
  sandboxes: z.record(z.string(), z.string()),
  presets: z.array(z.string()),
  /** What the rule has applied where (a preset removed by hand afterwards is not applied again). */
  applied: z.array(applicationJsonSchema),
  updated_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type PresetRuleJson = z.output<typeof presetRuleJsonSchema>;

/** The rule's fields as its PUT body states them. */
export function presetRuleFields(rule: PresetRuleEntity): PresetRuleBody {
  return { gateways: { ...rule.gateways }, sandboxes: { ...rule.sandboxes }, presets: [...rule.presets] };
}

export function presetRuleJson(rule: PresetRuleEntity, applied: PresetRuleApplicationEntity[]): PresetRuleJson {
  return {
    name: rule.name,
    ...presetRuleFields(rule),
    applied: applied.map((row) => ({
      gateway: row.gateway,
      workspace: row.workspace,
      sandbox: row.sandbox,
      preset: row.preset,
      applied_at: row.appliedAt.toISOString(),
    })),
    updated_by: rule.updatedBy,
    created_at: rule.createdAt.toISOString(),
    updated_at: rule.updatedAt.toISOString(),
  };
}
