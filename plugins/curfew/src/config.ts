import { setting } from '@portcullis/core';
import { z } from 'zod';

// Namespace `curfew`: the spec names SERVICE_CURFEW_CHECK_INTERVAL (docs/decisions.md §11: seconds, default 60).
export const curfewConfigSchema = z.object({
  check_interval: setting.int(
    60,
    "Seconds between curfew checks (on one replica at a time): a window that has started engages the kill switch of every sandbox of its gateway (sandboxes created during the window at the next check), one that has ended releases the curfew's holds.",
    { min: 1, max: 3600 },
  ),
});

export type CurfewConfig = z.output<typeof curfewConfigSchema>;
