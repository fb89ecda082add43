import { defineEntity, p } from '@mikro-orm/core';
import type { Migration, PluginMigrations } from '@portcullis/core';
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

function ceilings(types: { json: string; time: string }): Migration {
  return {
    name: '0001_policy_ceilings',
    up: [
      `CREATE TABLE policy_ceilings (
        id VARCHAR(36) PRIMARY KEY,
        gateway VARCHAR(253) NOT NULL,
        selector VARCHAR(512) NOT NULL,
        network_policies ${types.json} NOT NULL,
        version INTEGER NOT NULL,
        created_at ${types.time} NOT NULL,
        updated_at ${types.time} NOT NULL,
        updated_by VARCHAR(320) NOT NULL
      )`,
      'CREATE UNIQUE INDEX policy_ceilings_gateway_selector ON policy_ceilings (gateway, selector)',
    ],
  };
}

// SQLite: DATETIME columns hold epoch milliseconds (what the ORM writes), JSON is text; PostgreSQL: TIMESTAMPTZ, JSONB.
export const policyCeilingMigrations: PluginMigrations = {
  sqlite: [ceilings({ json: 'JSON', time: 'DATETIME' })],
  postgresql: [ceilings({ json: 'JSONB', time: 'TIMESTAMPTZ' })],
};
