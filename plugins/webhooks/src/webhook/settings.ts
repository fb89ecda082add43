import type { WebhookSettings, WebhookSettingsReader } from '../refs.ts';
import type { WebhookStore } from './store.ts';

/** The webhooks a channel plugin reads, through the store (its cache of opened secrets included). */
export class StoredWebhookSettings implements WebhookSettingsReader {
  private readonly store: WebhookStore;

  constructor(store: WebhookStore) {
    this.store = store;
  }

  async find<C = Record<string, unknown>>(channelType: string, id: string): Promise<WebhookSettings<C> | null> {
    const webhook = await this.store.find(id);
    if (webhook?.channelType !== channelType) return null;
    const secrets = this.store.openSecrets(webhook);
    return {
      id: webhook.id,
      url: webhook.url,
      channelType: webhook.channelType,
      eventTypes: [...webhook.eventTypes],
      active: webhook.active,
      secret: secrets.secret,
      config: secrets.config as C,
    };
  }
}
