import { setting } from '@portcullis/core';
import { z } from 'zod';

// Namespace `fleet_config`: SERVICE_FLEET_CONFIG_DRIFT_INTERVAL_SECONDS.
export const fleetConfigSchema = z.object({
  drift_interval_seconds: setting.int(
    300,
    'Seconds between drift checks (on one replica at a time): the live state is compared with the last applied fleet document, and config.drifted fires when what differs changes.',
    { min: 10, max: 86_400 },
  ),
});

export type FleetConfigSettings = z.output<typeof fleetConfigSchema>;
