import { setting } from '@portcullis/core';
import { z } from 'zod';

// Settings of the metering plugin. Their names are fixed by the spec and docs/decisions.md §11 (SERVICE_BUDGET_*), so
// the namespace is `budget`.

export const meteringConfigSchema = z.object({
  metering_enabled: setting.bool(
    false,
    "Count inference requests from the sandboxes' gateway logs (the metering plugin, and with it budgets and the usage summary). Off: both plugins are disabled and metered_requests_today is null.",
  ),
  interval_seconds: setting.int(
    60,
    'Seconds between the end of one metering poll (the logs of every running sandbox of every gateway) and the start of the next. Between two polls a sandbox must not write more lines than its gateway keeps (2000), or some are never counted (portcullis_metering_ring_overruns_total).',
    { min: 1, max: 3600 },
  ),
  inference_sources: setting.list(
    ['inference', 'proxy'],
    'Log sources (comma-separated) whose lines are metered requests. A line whose target mentions inference counts too.',
  ),
  count_ocsf_inference: setting.bool(
    true,
    'Also count OCSF lines whose message starts with API:INFERENCE (what real gateways write for each model call; their sources are only gateway and sandbox).',
  ),
  poll_concurrency: setting.int(16, 'Gateways polled at the same time during one metering poll (each polls up to 4 of its sandboxes at a time).', {
    min: 1,
    max: 256,
  }),
});

export type MeteringConfig = z.output<typeof meteringConfigSchema>;
