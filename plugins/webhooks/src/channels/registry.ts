import type { WebhookChannel } from './channel.ts';

/**
 * The channels enabled plugins contribute, by `channel_type`. Filled once at start-up; a type contributed twice
 * stops the start (two plugins would otherwise both claim the same webhooks).
 */
export class ChannelRegistry {
  private readonly byType = new Map<string, WebhookChannel>();

  install(channels: WebhookChannel[]): void {
    for (const channel of channels) {
      if (this.byType.has(channel.type)) throw new Error(`webhook channel type ${channel.type} is contributed by two plugins`);
      this.byType.set(channel.type, channel);
    }
  }

  get(type: string): WebhookChannel | null {
    return this.byType.get(type) ?? null;
  }

  /** The secret extra_config fields of every channel (a field one channel keeps secret is secret in any). */
  secretFields(): string[] {
    return [...new Set(this.list().flatMap((channel) => channel.secretFields ?? []))].sort();
  }

  /** Every channel, by type. */
  list(): WebhookChannel[] {
    return [...this.byType.values()].sort((a, b) => a.type.localeCompare(b.type));
  }
}
