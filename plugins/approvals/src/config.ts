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
    "The longest a running sandbox whose pending approval chunks stay the same goes between two polls: each unchanged poll doubles its gap up to this, a change brings it back to poll_seconds. Sandboxes with a watch stream are not polled while it is up, and a console viewer's stream triggers a look at each change.",
    { min: 1, max: 3600 },
  ),
  watch_per_gateway: setting.int(
    50,
    'How many running sandboxes of each gateway get a status-only watch stream, whose snapshots signal each draft change, instead of being polled: those with a workflow first, then the others by name. Streams share the gateway connection with every other call, and a gateway may limit how many one connection carries; 0 polls every sandbox.',
    { min: 0, max: 1000 },
  ),
  poll_concurrency: setting.int(8, 'How many sandboxes are polled at the same time during one approval poll.', { min: 1, max: 256 }),
});

export type ApprovalsConfig = z.output<typeof approvalsConfigSchema>;
