import { defineEntity, p } from '@mikro-orm/core';
import type { DeclaredState } from './document.ts';

/**
 * The last applied fleet document (one row, id `current`): the declared state without secrets, which drift is
 * judged against, and the digest of the drift last announced, so `config.drifted` fires once per new difference.
 */
export const FleetConfigState = defineEntity({
  name: 'FleetConfigState',
  tableName: 'fleet_config_state',
  properties: {
    id: p.string().primary(),
    declared: p.json<DeclaredState>(),
    prune: p.boolean(),
    appliedBy: p.string(),
    appliedAt: p.bigint('number'),
    driftDigest: p.string().nullable(),
  },
});

export type FleetConfigStateEntity = InstanceType<typeof FleetConfigState.class>;
