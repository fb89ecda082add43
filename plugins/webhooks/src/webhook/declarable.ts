import { type AccessControl, currentContext, type DeclarableKind, type DeclaredChange, type DeclaredFields, Problem } from '@portcullis/core';
import { z } from 'zod';
import type { ChannelRegistry } from '../channels/registry.ts';
import { createBody, EXTRA_CONFIG_MAX_BYTES } from '../routes/schemas.ts';
import { unusedSecretRefusal, type WebhookChanges } from './changes.ts';
import type { CreateInput, UpdateInput, WebhookEditor } from './editor.ts';
import type { WebhookEntity } from './entity.ts';
import { webhookNameSchema } from './name.ts';
import { splitConfig } from './secrets.ts';
import { type WebhookStore, webhookNotFound } from './store.ts';

/** The secret field naming the signing secret; the others are the channels' secret extra_config fields. */
const SIGNING_SECRET = 'secret';

// A receiver checks signatures with this key: too short a key would be guessable.
const signingSecret = z
  .string({ error: 'must be a string' })
  .min(16, { error: 'must be at least 16 characters' })
  .max(512, { error: 'must be at most 512 characters' });
const secretSetting = z
  .string({ error: 'must be a string' })
  .min(1, { error: 'must not be empty' })
  .max(EXTRA_CONFIG_MAX_BYTES, { error: `must be at most ${EXTRA_CONFIG_MAX_BYTES} bytes` });

type DeclaredWebhook = Required<Omit<CreateInput, 'name'>>;

function declaredOf(webhook: WebhookEntity): DeclaredWebhook {
  return {
    url: webhook.url,
    event_types: [...webhook.eventTypes],
    channel_type: webhook.channelType,
    extra_config: { ...webhook.extraConfig },
    active: webhook.active,
  };
}

/**
 * The create body without its name, as stored: events once each, and extra_config as the channel's schema fills it
 * in (its defaults) without its secret fields. Secret fields inline are refused: they go under `secrets`.
 */
function declaredWebhook(channels: ChannelRegistry) {
  return createBody
    .omit({ name: true })
    .superRefine((webhook, ctx) => {
      for (const field of Object.keys(webhook.extra_config).filter((key) => channels.secretFields().includes(key))) {
        ctx.addIssue({ code: 'custom', path: ['extra_config', field], message: `is a secret: give it by reference under secrets.webhooks.<name>.${field}` });
      }
    })
    .transform((webhook): DeclaredWebhook => {
      const channel = channels.get(webhook.channel_type);
      const parsed = channel?.extraConfig.safeParse(webhook.extra_config);
      const extraConfig = parsed?.success ? splitConfig(parsed.data as Record<string, unknown>, channel!.secretFields ?? []).shown : webhook.extra_config;
      return { ...webhook, event_types: [...new Set(webhook.event_types)], extra_config: extraConfig };
    });
}

/** The changed fields as an update body; a new channel type takes its extra_config with it. */
function updateOf(change: DeclaredChange): UpdateInput {
  const desired = change.desired as DeclaredWebhook;
  const fields = change.fields.includes('channel_type') ? [...new Set([...change.fields, 'extra_config'])] : change.fields;
  return Object.fromEntries(fields.map((field) => [field, desired[field as keyof DeclaredWebhook]]));
}

/** The create body of a declared webhook, its secret settings (resolved references) merged into extra_config. */
function createOf(change: DeclaredChange): { input: CreateInput; secret: string | undefined } {
  const { [SIGNING_SECRET]: secret, ...settings } = change.secrets;
  const desired = change.desired as DeclaredWebhook;
  return { input: { ...desired, name: change.name, extra_config: { ...desired.extra_config, ...settings } }, secret };
}

function reasonOf(error: unknown): string {
  if (!(error instanceof Problem)) throw error;
  const [first] = error.errors ?? [];
  return first ? `${first.path.replace(/^body\./, '')} ${first.message}` : error.detail;
}

/**
 * The webhook routes need an admin on every gateway (a webhook receives every gateway's events, docs/roles.md), so a
 * document's change does too: a per-gateway demotion is not gone around. Work without an actor (the CLI) passes.
 */
async function everyGatewayCheck(access: AccessControl): Promise<void> {
  const actor = currentContext()?.actor;
  if (actor) await access.checkEveryGateway(actor, 'admin');
}

export interface WebhooksKindDeps {
  access: AccessControl;
  store: WebhookStore;
  editor: WebhookEditor;
  changes: WebhookChanges;
  channels: ChannelRegistry;
}

/**
 * Named webhooks as a fleet document declares them (core's `declarableKinds`): created, changed and deleted through
 * the same service methods as POST, PUT and DELETE /api/webhooks, with their audit rows. A webhook without a name
 * is not declarable: no document lists, keeps or prunes it. The signing secret and the channels' secret settings
 * are given by reference and set on create only; the channels are known once they are installed at start-up, so
 * their secret fields are read when a document is.
 */
export function webhooksKind(deps: WebhooksKindDeps): DeclarableKind {
  const { access, store, editor, changes, channels } = deps;
  const byName = async (name: string) => {
    const webhook = await store.named(name);
    if (!webhook) throw webhookNotFound(name);
    return webhook;
  };
  return {
    kind: 'webhooks',
    description: 'Webhooks by name: url, event_types, channel_type, extra_config, active; the signing secret and secret channel settings by reference.',
    order: 40,
    name: webhookNameSchema,
    fields: declaredWebhook(channels) as unknown as z.ZodType<DeclaredFields>,
    get secretFields() {
      return { [SIGNING_SECRET]: signingSecret, ...Object.fromEntries(channels.secretFields().map((field) => [field, secretSetting])) };
    },
    access: () => ({ role: 'admin', gateway: null }),
    async read() {
      return Object.fromEntries((await store.allNamed()).map((webhook) => [webhook.name!, declaredOf(webhook)]));
    },
    async refusal(change) {
      try {
        await everyGatewayCheck(access);
        if (change.action === 'create') {
          const { input, secret } = createOf(change);
          return unusedSecretRefusal(await editor.create(input), secret);
        }
        if (change.action === 'change') await editor.update(await byName(change.name), updateOf(change));
        return null;
      } catch (error) {
        return reasonOf(error);
      }
    },
    async apply(change) {
      await everyGatewayCheck(access);
      if (change.action === 'create') {
        const { input, secret } = createOf(change);
        await changes.create(input, secret);
        return;
      }
      const webhook = await byName(change.name);
      if (change.action === 'change') await changes.update(webhook.id, updateOf(change));
      else await changes.remove(webhook.id);
    },
  };
}
