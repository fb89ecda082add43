import { setting } from '@portcullis/core';
import { z } from 'zod';

// Namespace `fleet`: SERVICE_FLEET_*.
export const fleetConfigSchema = z.object({
  concurrency: setting.int(8, 'How many targets of one fleet action run at once, over all gateways.', { min: 1, max: 256 }),
  gateway_concurrency: setting.int(2, 'How many targets of one fleet action run at once on any one gateway.', { min: 1, max: 64 }),
  gateway_timeout_seconds: setting.int(
    10,
    "How long listing one gateway's sandboxes may take before the gateway is reported unreachable (its targets are not waited on).",
    { min: 1, max: 300 },
  ),
  max_targets: setting.int(1000, 'The most sandboxes one fleet action may select; a selector that finds more is refused (422 TOO_MANY_TARGETS).', {
    min: 1,
    max: 100_000,
  }),
});

export type FleetConfig = z.output<typeof fleetConfigSchema>;
