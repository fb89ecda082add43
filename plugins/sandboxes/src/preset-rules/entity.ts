import { defineEntity, p } from '@mikro-orm/core';
import type { Labels } from '@portcullis/plugin-gateways';

/** Presets for every sandbox the selectors match (plugins/sandboxes/README.md, "Preset rules"). */
export const PresetRule = defineEntity({
  name: 'PresetRule',
  tableName: 'sandbox_preset_rules',
  properties: {
    name: p.string().primary(),
    gateways: p.json<Labels>(),
    sandboxes: p.json<Labels>(),
    presets: p.json<string[]>(),
    updatedBy: p.string(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export type PresetRuleEntity = InstanceType<typeof PresetRule.class>;

/**
 * A preset a rule applied to one sandbox (tied to its upstream id): it is applied once, so a preset an operator
 * removes afterwards stays removed, and the record shows which rule put what where. Written before the apply, as
 * the claim that keeps two replicas from applying it twice; removed again when the apply fails, and confirmed once
 * it succeeded. A claim left unconfirmed by a process that died is taken over once it is stale.
 */
export const PresetRuleApplication = defineEntity({
  name: 'PresetRuleApplication',
  tableName: 'sandbox_preset_rule_applications',
  properties: {
    id: p.string().primary(),
    rule: p.string(),
    preset: p.string(),
    gateway: p.string(),
    workspace: p.string(),
    sandbox: p.string(),
    sandboxId: p.string(),
    /** When the claim was taken (and, once confirmed, when the preset was applied). */
    appliedAt: p.datetime(),
    confirmedAt: p.datetime().nullable(),
  },
  uniques: [{ name: 'sandbox_preset_rule_applications_key', properties: ['gateway', 'workspace', 'sandbox', 'sandboxId', 'preset'] }],
  indexes: [{ name: 'sandbox_preset_rule_applications_rule', properties: ['rule'] }],
});

export type PresetRuleApplicationEntity = InstanceType<typeof PresetRuleApplication.class>;
