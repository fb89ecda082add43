import { createServiceRef } from '@portcullis/core';
import type { DeliveryContext } from './channels/channel.ts';

// What a channel plugin may resolve from the webhooks plugin (with dependsOn: ['webhooks']), so that none reads the
// engine's tables or reaches for its private services (docs/plugins.md, "Services and dependencies").

/** One webhook as its channel reads it, with its secrets in clear (never log them). */
export interface WebhookSettings<C = Record<string, unknown>> {
  id: string;
  url: string;
  channelType: string;
  eventTypes: string[];
  /** Switched off by an admin, or by the engine when the target is gone for good. */
  active: boolean;
  /** The signing secret; null unless the channel signs. */
  secret: string | null;
  /** `extra_config` as the channel's schema produced it, secret fields included. */
  config: C;
}

export interface WebhookSettingsReader {
  /**
   * Webhook `id` as it is now, if it is one of channel `channelType` (a channel reads its own webhooks only); null
   * otherwise. Throws when its secrets cannot be decrypted (SERVICE_SECRET_KEY changed since they were stored).
   */
  find<C = Record<string, unknown>>(channelType: string, id: string): Promise<WebhookSettings<C> | null>;
}

export interface DeliveryContexts {
  /**
   * A delivery context outside an attempt (a channel's own route that checks or previews a target): the same rules
   * as an attempt's, bounded by the attempt timeout and by `signal` when given.
   */
  open(signal?: AbortSignal): DeliveryContext;
}

export const webhookSettingsRef = createServiceRef<WebhookSettingsReader>({ id: 'webhooks.webhookSettings' });

export const deliveryContextRef = createServiceRef<DeliveryContexts>({ id: 'webhooks.deliveryContext' });
