import { setting } from '@portcullis/core';
import { z } from 'zod';

export const approvalsConfigSchema = z.object({
  poll_seconds: setting.int(
    5,
    'How often running sandboxes are polled for new or changed pending approval chunks (GetDraftPolicy); each new chunk fires approval.pending once.',
    { min: 1, max: 3600 },
  ),
  poll_idle_max_seconds: setting.int(
    60,
    "The longest a running sandbox whose pending approval chunks stay the same goes between two polls: each unchanged poll doubles its gap up to this, a change brings it back to poll_seconds. Sandboxes with a workflow are not polled while their watch stream is up, and a console viewer's stream triggers a look at each change.",
    { min: 1, max: 3600 },
  ),
  poll_concurrency: setting.int(8, 'How many sandboxes are polled at the same time during one approval poll.', { min: 1, max: 256 }),
});

export type ApprovalsConfig = z.output<typeof approvalsConfigSchema>;
