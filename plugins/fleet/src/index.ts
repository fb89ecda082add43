import { definePlugin } from '@portcullis/core';
import type {} from '@portcullis/plugin-gateway-templates';
import type {} from '@portcullis/plugin-kill-switch';
import type {} from '@portcullis/plugin-policies';
import type {} from '@portcullis/plugin-sandbox-leases';
import type {} from '@portcullis/plugin-sandboxes';
import { GATEWAY_TEMPLATES_PLUGIN, KILL_SWITCH_PLUGIN, POLICIES_PLUGIN, SANDBOX_LEASES_PLUGIN } from './actions/index.ts';
import { fleetConfigSchema } from './config.ts';
import { fleetRoutes } from './routes.ts';

export type { FleetConfig } from './config.ts';
export type { FleetResult } from './run.ts';
export type { TargetOutcome } from './target.ts';

// Policies and the kill switch are optional: their actions are offered only when their plugin is enabled (a
// deployment without a kill switch still stops, starts and deletes across its fleet).
export default definePlugin({
  id: 'fleet',
  description:
    'Fleet actions: one operation across many gateways and sandboxes chosen by labels, with a dry run, per-target roles and outcomes, bounded concurrency and cancellation.',
  dependsOn: ['gateways', 'sandboxes'],
  optionalDependsOn: [POLICIES_PLUGIN, KILL_SWITCH_PLUGIN, GATEWAY_TEMPLATES_PLUGIN, SANDBOX_LEASES_PLUGIN],
  config: { namespace: 'fleet', schema: fleetConfigSchema },
  register(api) {
    fleetRoutes(api);
  },
});
