import type { WebhookEntity } from './entity.ts';
import type { WebhookRules } from './rules.ts';
import { splitConfig } from './secrets.ts';
import type { WebhookFields, WebhookStore } from './store.ts';

export interface CreateInput {
  url: string;
  event_types: string[];
  channel_type: string;
  extra_config: Record<string, unknown>;
  active: boolean;
}

export type UpdateInput = Partial<CreateInput>;

/** The fields an update changed, by their JSON names (for the audit row). */
export type ChangedFields = Array<keyof CreateInput>;

const TARGET_FIELDS: ChangedFields = ['url', 'channel_type', 'extra_config'];

/**
 * Turns create and update bodies into what is stored, through every webhook rule. An update is checked as the whole
 * webhook it produces; its target (URL, channel, extra_config) is checked against the outbound-address rule again
 * only when it changes, so switching a webhook off never depends on its host resolving.
 */
export class WebhookEditor {
  private readonly rules: WebhookRules;
  private readonly store: WebhookStore;

  constructor(deps: { rules: WebhookRules; store: WebhookStore }) {
    this.rules = deps.rules;
    this.store = deps.store;
  }

  async create(input: CreateInput): Promise<WebhookFields> {
    const checked = this.rules.check({ url: input.url, channelType: input.channel_type, eventTypes: input.event_types, extraConfig: input.extra_config });
    await this.rules.checkHosts(checked.hosts);
    const { shown, hidden } = splitConfig(checked.config, checked.channel.secretFields ?? []);
    return { url: input.url, channelType: input.channel_type, eventTypes: unique(input.event_types), shownConfig: shown, secretConfig: hidden, active: input.active };
  }

  async update(current: WebhookEntity, input: UpdateInput): Promise<{ fields: WebhookFields; changed: ChangedFields }> {
    const channelType = input.channel_type ?? current.channelType;
    const sameChannel = channelType === current.channelType;
    const checked = this.rules.check({
      url: input.url ?? current.url,
      channelType,
      eventTypes: input.event_types ?? current.eventTypes,
      extraConfig: this.mergedConfig(current, input.extra_config, channelType, sameChannel),
    });
    const changed = (Object.keys(input) as ChangedFields).filter((key) => input[key] !== undefined);
    if (changed.some((key) => TARGET_FIELDS.includes(key))) await this.rules.checkHosts(checked.hosts);
    const { shown, hidden } = splitConfig(checked.config, checked.channel.secretFields ?? []);
    return {
      fields: {
        url: input.url ?? current.url, channelType, eventTypes: unique(input.event_types ?? current.eventTypes),
        shownConfig: shown, secretConfig: hidden, active: input.active ?? current.active,
      },
      changed,
    };
  }

  /**
   * The extra_config an update results in. Sent: it replaces the shown fields, and for each secret field a value
   * sets it, `null` removes it and leaving it out keeps it (secrets are never shown, so a client cannot send them
   * back). Not sent: the stored one. A new channel type starts from what was sent (or nothing).
   */
  private mergedConfig(current: WebhookEntity, sent: Record<string, unknown> | undefined, channelType: string, sameChannel: boolean): Record<string, unknown> {
    if (!sameChannel) return sent ?? {};
    const stored = this.storedSecrets(current);
    if (sent === undefined) return { ...current.extraConfig, ...stored };
    const secretFields = this.rules.secretFields(channelType);
    const given = Object.fromEntries(Object.entries(sent).filter(([key, value]) => !(value === null && secretFields.includes(key))));
    const kept = Object.fromEntries(Object.entries(stored).filter(([key]) => !(key in sent)));
    return { ...given, ...kept };
  }

  /** Stored secrets that can no longer be decrypted (SERVICE_SECRET_KEY changed) count as unset: send them again. */
  private storedSecrets(current: WebhookEntity): Record<string, unknown> {
    try {
      return this.store.secretConfig(current);
    } catch {
      return {};
    }
  }
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
