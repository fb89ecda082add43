import { randomUUID } from 'node:crypto';
import { type AuditWriter, currentContext, type Database, problems } from '@portcullis/core';
import type { DeliveryLog } from '../outbox/log.ts';
import type { Outbox } from '../outbox/outbox.ts';
import type { CreateInput, UpdateInput, WebhookEditor } from './editor.ts';
import type { WebhookEntity } from './entity.ts';
import type { WebhookFields, WebhookStore } from './store.ts';

/**
 * Where a webhook sends to, for audit rows: the origin of an http(s) URL, the scheme of a placeholder URL. A chat
 * webhook URL carries its token in the path, and the audit log is append-only: the full URL never goes there.
 */
function targetOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : parsed.protocol;
  } catch {
    return '';
  }
}

/** Audit detail of what a webhook is (never its URL path, secret or secret settings). */
function described(fields: WebhookFields): Record<string, unknown> {
  return {
    ...(fields.name === null ? {} : { name: fields.name }),
    channel_type: fields.channelType,
    target: targetOf(fields.url),
    event_types: fields.eventTypes,
    active: fields.active,
    extra_config_keys: Object.keys(fields.shownConfig).sort(),
    ...(fields.secretConfig ? { extra_config_secrets: Object.keys(fields.secretConfig).sort() } : {}),
  };
}

/** Why a signing secret cannot be given for these fields (a channel that does not sign has none); null if it can. */
export function unusedSecretRefusal(fields: WebhookFields, secret: string | undefined): string | null {
  return secret !== undefined && !fields.signed ? `channel ${fields.channelType} does not sign deliveries, so it takes no signing secret` : null;
}

function nameTaken(name: string) {
  return problems.conflict('ALREADY_EXISTS', `A webhook named ${name} already exists.`);
}

export interface WebhookChangesDeps {
  database: Database;
  audit: AuditWriter;
  store: WebhookStore;
  editor: WebhookEditor;
  outbox: Outbox;
  log: DeliveryLog;
}

/**
 * Creating, changing and deleting webhooks (private to the plugin): the routes and the declarable kind both come
 * through here, so a change has the same audit row whoever asked for it. The actor is that of the current request
 * or operation.
 */
export class WebhookChanges {
  private readonly deps: WebhookChangesDeps;

  constructor(deps: WebhookChangesDeps) {
    this.deps = deps;
  }

  /** 400 for what the webhook rules refuse, 409 ALREADY_EXISTS for a taken name. `secret`: the signing secret to use. */
  async create(input: CreateInput, secret?: string): Promise<{ webhook: WebhookEntity; secret: string | null }> {
    const { database, audit, store, editor } = this.deps;
    const fields = await editor.create(input);
    const unused = unusedSecretRefusal(fields, secret);
    if (unused) throw problems.validation([{ path: 'secret', message: unused }]);
    const id = randomUUID();
    return database.transaction(async (em) => {
      if (fields.name !== null && (await store.named(fields.name, em))) throw nameTaken(fields.name);
      const created = store.create(em, id, fields, currentContext()?.actor?.name ?? 'system', secret);
      await audit.append(em, { action: 'webhook.create', resourceType: 'webhook', resourceId: id, detail: described(fields) });
      return created;
    });
  }

  /** Fields left out are kept; 404 WEBHOOK_NOT_FOUND, 400 for what the rules refuse, 409 for a taken name. */
  async update(id: string, input: UpdateInput): Promise<WebhookEntity> {
    const { database, audit, store, editor } = this.deps;
    const current = await store.require(database.fork(), id);
    const { fields, changed } = await editor.update(current, input);
    return database.transaction(async (em) => {
      const webhook = await store.require(em, id);
      if (fields.name !== null && fields.name !== webhook.name && (await store.named(fields.name, em))) throw nameTaken(fields.name);
      store.update(webhook, fields);
      await audit.append(em, { action: 'webhook.update', resourceType: 'webhook', resourceId: id, detail: { changed, ...described(fields) } });
      return webhook;
    });
  }

  /** Deletes it with its pending deliveries and its delivery records; 404 WEBHOOK_NOT_FOUND. */
  async remove(id: string): Promise<void> {
    const { database, audit, store, outbox, log } = this.deps;
    await database.transaction(async (em) => {
      const webhook = await store.require(em, id);
      await outbox.removeWebhook(em, webhook.id);
      await log.removeWebhook(em, webhook.id);
      await store.remove(em, webhook);
      await audit.append(em, {
        action: 'webhook.delete',
        resourceType: 'webhook',
        resourceId: webhook.id,
        detail: { ...(webhook.name === null ? {} : { name: webhook.name }), channel_type: webhook.channelType, target: targetOf(webhook.url) },
      });
    });
  }
}
