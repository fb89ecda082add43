import { setting } from '@portcullis/core';
import { z } from 'zod';

// Settings of the webhooks engine (namespace `webhook`: SERVICE_WEBHOOK_*). The first two are the names
// docs/decisions.md §11 fixes; the others bound what one delivery attempt and one receiver may cost.
const MAX_DELAY_SECONDS = 86_400;

export const webhooksConfigSchema = z.object({
  retry_delays: setting
    .list(
      ['5', '30', '120'],
      'Seconds before each retry of a delivery that failed with a network error, a timeout or an HTTP 5xx (one entry per retry; empty: no retries). A 4xx is never retried.',
    )
    .refine(
      (delays) => delays.length <= 10 && delays.every((delay) => /^\d+$/.test(delay) && Number(delay) >= 1 && Number(delay) <= MAX_DELAY_SECONDS),
      `at most 10 whole numbers of seconds, each 1-${MAX_DELAY_SECONDS}`,
    ),
  delivery_max_age_days: setting.int(7, 'Delivery records (one per attempt) older than this many days are purged.', { min: 1, max: 3650 }),
  timeout_seconds: setting.int(
    10,
    "How long one delivery attempt may take (connecting, sending, and the receiver's answer) before it counts as a timeout and is retried.",
    { min: 1, max: 120 },
  ),
  target_concurrency: setting.int(
    4,
    'Attempts in flight to one webhook at a time. A slow or dead receiver ties up only these; deliveries to other webhooks never wait for it.',
    { min: 1, max: 64 },
  ),
});

export type WebhooksConfig = z.output<typeof webhooksConfigSchema>;

/** The retry schedule in milliseconds: entry n is the wait after failed attempt n + 1. */
export function retryDelaysMs(config: WebhooksConfig): number[] {
  return config.retry_delays.map((delay) => Number(delay) * 1000);
}
