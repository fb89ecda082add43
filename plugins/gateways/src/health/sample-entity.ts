import { defineEntity, p } from '@mikro-orm/core';
import type { GatewayStatus } from '../gateway/entity.ts';

/** One probe result kept for the health history (table gateway_health_history; see history.ts). */
export const HealthSample = defineEntity({
  name: 'GatewayHealthSample',
  tableName: 'gateway_health_history',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    gateway: p.string(),
    /** Epoch milliseconds on both dialects, so the same parameters serve both. */
    probedAt: p.bigint('number'),
    status: p.string().$type<Exclude<GatewayStatus, 'unknown'>>(),
    latencyMs: p.integer().nullable(),
    error: p.text().nullable(),
  },
  indexes: [
    { name: 'gateway_health_history_gateway', properties: ['gateway', 'probedAt', 'id'] },
    { name: 'gateway_health_history_probed', properties: ['probedAt'] },
  ],
});
