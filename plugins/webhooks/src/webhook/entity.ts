import { defineEntity, p } from '@mikro-orm/core';

/**
 * A subscription of one target to events. The signing secret and the channel's secret `extra_config` fields are
 * stored sealed by the kernel's SecretBox (never in clear, never in a response after the create answer);
 * `extraConfig` holds the rest of the channel settings as shown.
 */
export const Webhook = defineEntity({
  name: 'Webhook',
  tableName: 'webhooks',
  uniques: [{ name: 'webhooks_name', properties: ['name'] }],
  properties: {
    id: p.string().primary(),
    /** How a fleet document addresses it (unique); null for a webhook nobody named, which no document declares. */
    name: p.string().nullable(),
    url: p.text(),
    channelType: p.string(),
    eventTypes: p.json<string[]>(),
    extraConfig: p.json<Record<string, unknown>>(),
    /** The channel's secret extra_config fields, each sealed on its own: `{"smtp_pass": "v1...."}`. */
    sealedConfig: p.json<Record<string, string>>(),
    /** The signing secret, sealed; NO_SECRET when the webhook was made for a channel that does not sign. */
    secretSealed: p.text(),
    active: p.boolean(),
    /** Why the engine switched it off (a push subscription the push service reports gone); null otherwise. */
    deactivatedReason: p.text().nullable(),
    createdBy: p.string(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export type WebhookEntity = InstanceType<typeof Webhook.class>;

/** The stored value of a webhook without a signing secret (the column predates channels that do not sign). */
export const NO_SECRET = '';

export function hasSigningSecret(webhook: WebhookEntity): boolean {
  return webhook.secretSealed !== NO_SECRET;
}
