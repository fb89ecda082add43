import { defineEntity, p } from '@mikro-orm/core';
import type { RuleContribution } from './contributions.ts';

/**
 * What applying a preset added to one sandbox's policy, read back from the revision it wrote (contributions.ts), so
 * that removing the preset takes out exactly that. Tied to the sandbox's upstream id: a sandbox deleted and created
 * again under the same name starts without it.
 */
export const PresetApplication = defineEntity({
  name: 'PresetApplication',
  tableName: 'policy_preset_applications',
  properties: {
    id: p.string().primary(),
    gateway: p.string(),
    workspace: p.string(),
    sandbox: p.string(),
    sandboxId: p.string(),
    preset: p.string(),
    contributions: p.json<RuleContribution[]>(),
    /** The revision the latest application wrote. */
    version: p.integer(),
    appliedBy: p.string(),
    appliedAt: p.datetime(),
  },
  uniques: [{ properties: ['gateway', 'workspace', 'sandbox', 'preset'] }],
});

export type PresetApplicationRow = InstanceType<typeof PresetApplication.class>;
