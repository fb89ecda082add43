import { setting } from '@portcullis/core';
import { z } from 'zod';

// Namespace `leases`: SERVICE_LEASES_CHECK_INTERVAL, as the brief of this plugin names it.
export const leasesConfigSchema = z.object({
  check_interval: setting.int(
    30,
    'Seconds between lease checks (on one replica at a time): leases reaching their warning time fire sandbox.expiring, expired ones stop or delete their sandbox, and gateways with a default lease adopt sandboxes that have none.',
    { min: 1, max: 3600 },
  ),
});

export type LeasesConfig = z.output<typeof leasesConfigSchema>;
