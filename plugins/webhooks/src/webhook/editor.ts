import { type FieldError, problems } from '@portcullis/core';
import { hasSigningSecret, type WebhookEntity } from './entity.ts';
import type { CheckedTarget, TargetDraft, WebhookRules } from './rules.ts';
import { splitConfig } from './secrets.ts';
import type { WebhookFields, WebhookStore } from './store.ts';

export interface CreateInput {
  name?: string | undefined;
  url: string;
  event_types: string[];
  channel_type: string;
  extra_config: Record<string, unknown>;
  active: boolean;
}

export type UpdateInput = Partial<Omit<CreateInput, 'name'>> & { name?: string | null | undefined };

/** The fields an update changed, by their JSON names (for the audit row). */
export type ChangedFields = Array<keyof CreateInput>;

const TARGET_FIELDS: ChangedFields = ['url', 'channel_type', 'extra_config'];

// The secret is shown only in the create answer (the spec), so one made now could never be told to the receiver.
const UNSIGNED = 'this webhook was made for a channel that does not sign, so it has no signing secret; create a new webhook for a signing channel';

/**
 * Turns create and update bodies into what is stored, through every webhook rule. An update checks what it changes:
 * event names when it sends them, the whole target (channel, extra_config, URL, then the addresses) when it changes
 * any part of it. So switching a webhook off never depends on its host resolving, on its channel plugin still being
 * enabled or on an event it subscribes to still being declared.
 */
export class WebhookEditor {
  private readonly rules: WebhookRules;
  private readonly store: WebhookStore;

  constructor(deps: { rules: WebhookRules; store: WebhookStore }) {
    this.rules = deps.rules;
    this.store = deps.store;
  }

  async create(input: CreateInput): Promise<WebhookFields> {
    const target = await this.checked(input.event_types, { url: input.url, channelType: input.channel_type, extraConfig: input.extra_config });
    return {
      name: input.name ?? null,
      url: input.url,
      channelType: input.channel_type,
      eventTypes: unique(input.event_types),
      active: input.active,
      ...configOf(target!),
    };
  }

  async update(current: WebhookEntity, input: UpdateInput): Promise<{ fields: WebhookFields; changed: ChangedFields }> {
    const changed = (Object.keys(input) as ChangedFields).filter((key) => input[key] !== undefined);
    const channelType = input.channel_type ?? current.channelType;
    const retarget = changed.some((key) => TARGET_FIELDS.includes(key));
    const target = await this.checked(
      input.event_types ?? [],
      retarget
        ? {
            url: input.url ?? current.url,
            channelType,
            extraConfig: this.mergedConfig(current, input.extra_config, channelType),
          }
        : null,
    );
    if (target?.channel.signs && !hasSigningSecret(current)) throw problems.validation([{ path: 'body.channel_type', message: UNSIGNED }]);
    return {
      fields: {
        name: input.name === undefined ? (current.name ?? null) : input.name,
        url: input.url ?? current.url,
        channelType,
        eventTypes: unique(input.event_types ?? current.eventTypes),
        active: input.active ?? current.active,
        ...(target ? configOf(target) : { shownConfig: current.extraConfig }),
      },
      changed,
    };
  }

  /** Event names and (when given) the target: 400 VALIDATION_ERROR naming every bad field, then the addresses. */
  private async checked(eventTypes: string[], draft: TargetDraft | null): Promise<CheckedTarget | null> {
    const errors: FieldError[] = this.rules.eventTypeErrors(eventTypes);
    const checked = draft ? this.rules.checkTarget(draft) : null;
    if (checked && !checked.ok) errors.push(...checked.errors);
    if (errors.length > 0) throw problems.validation(errors);
    if (!checked?.ok) return null;
    await this.rules.checkHosts(checked.target.hosts);
    return checked.target;
  }

  /**
   * The extra_config an update results in. Sent: it replaces the shown fields, and for each secret field a value
   * sets it, `null` removes it and leaving it out keeps it (secrets are never shown, so a client cannot send them
   * back). Not sent: the stored one. A new channel type starts from what was sent (or nothing).
   */
  private mergedConfig(current: WebhookEntity, sent: Record<string, unknown> | undefined, channelType: string): Record<string, unknown> {
    if (channelType !== current.channelType) return sent ?? {};
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

/** A checked target's extra_config as stored: the shown part, and the secret fields to seal. */
function configOf(target: CheckedTarget): Pick<WebhookFields, 'shownConfig' | 'secretConfig' | 'signed'> {
  const { shown, hidden } = splitConfig(target.config, target.channel.secretFields ?? []);
  return { shownConfig: shown, secretConfig: hidden, signed: target.channel.signs };
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
