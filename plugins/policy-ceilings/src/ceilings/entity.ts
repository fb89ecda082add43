import { defineEntity, p } from '@mikro-orm/core';
import type { NetworkRule } from '@portcullis/plugin-policies';

/**
 * An admin's ceiling on a gateway: the most network access any sandbox it applies to may be given. `selector` is
 * the canonical `key:value,...` of the sandbox labels it applies to; empty for every sandbox of the gateway.
 */
export const PolicyCeiling = defineEntity({
  name: 'PolicyCeiling',
  tableName: 'policy_ceilings',
  properties: {
    id: p.string().primary(),
    gateway: p.string(),
    selector: p.string(),
    networkPolicies: p.json<Record<string, NetworkRule>>(),
    /** Goes up with every change, so a replica knows its compiled automaton is out of date. */
    version: p.integer(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    updatedBy: p.string(),
  },
  uniques: [{ properties: ['gateway', 'selector'] }],
});

export type PolicyCeilingEntity = InstanceType<typeof PolicyCeiling.class>;
