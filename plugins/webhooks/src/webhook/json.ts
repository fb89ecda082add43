import { z } from 'zod';
import type { WebhookEntity } from './entity.ts';

/** A webhook as every answer shows it; secrets never (the create answer adds `secret` once). */
export const webhookJsonSchema = z.object({
  id: z.string(),
  /** How a fleet document addresses it; null when it has none. */
  name: z.string().nullable(),
  url: z.string(),
  event_types: z.array(z.string()),
  channel_type: z.string(),
  extra_config: z.record(z.string(), z.unknown()),
  /** Names of the channel's secret extra_config fields that hold a value (write-only). */
  extra_config_secrets: z.array(z.string()),
  active: z.boolean(),
  deactivated_reason: z.string().nullable(),
  created_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type WebhookJson = z.output<typeof webhookJsonSchema>;

export function webhookJson(webhook: WebhookEntity): WebhookJson {
  return {
    id: webhook.id,
    name: webhook.name ?? null,
    url: webhook.url,
    event_types: [...webhook.eventTypes],
    channel_type: webhook.channelType,
    extra_config: webhook.extraConfig,
    extra_config_secrets: Object.keys(webhook.sealedConfig).sort(),
    active: webhook.active,
    deactivated_reason: webhook.deactivatedReason ?? null,
    created_by: webhook.createdBy,
    created_at: webhook.createdAt.toISOString(),
    updated_at: webhook.updatedAt.toISOString(),
  };
}
