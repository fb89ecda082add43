import type { Metrics } from '@portcullis/core';
import { GATEWAY_STATUSES } from '../gateway/entity.ts';
import type { GatewayRegistry } from '../registry/registry.ts';

/** `portcullis_gateways{status}`: registered gateways by status, counted at scrape time (every status, zeros too). */
export function registerGatewayGauge(metrics: Metrics, registry: GatewayRegistry): void {
  metrics.gauge('gateways', 'Registered gateways by health status.', ['status'], async (gauge) => {
    const counts = await registry.countByStatus();
    for (const status of GATEWAY_STATUSES) gauge.set({ status }, counts[status]);
  });
}
