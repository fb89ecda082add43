import type { EntityManager } from '@mikro-orm/core';
import { type Clock, type Database, type Paging, problems, type SecretBox, type TablesOf, typedQueries } from '@portcullis/core';
import { hasSigningSecret, NO_SECRET, Webhook, type WebhookEntity } from './entity.ts';
import { newSigningSecret, openFields, openSigningSecret, sealFields, sealSigningSecret } from './secrets.ts';

const query = typedQueries<TablesOf<typeof Webhook>>();

const webhookRemoved = query((db, args: { id: string }) => db.deleteFrom('webhooks').where('id', '=', args.id));

/** Only an active webhook: a reason is recorded once, by whichever attempt switches it off first. */
const webhookDeactivated = query((db, args: { id: string; reason: string; now: Date }) =>
  db.updateTable('webhooks').set({ active: false, deactivatedReason: args.reason, updatedAt: args.now }).where('id', '=', args.id).where('active', '=', true),
);

/** What a create or update stores: extra_config already split into its shown part and the secret fields. */
export interface WebhookFields {
  /** Null: not named, so no fleet document declares it. */
  name: string | null;
  url: string;
  channelType: string;
  eventTypes: string[];
  shownConfig: Record<string, unknown>;
  /** Secret extra_config fields in clear, sealed here; absent: the stored ones are kept as they are. */
  secretConfig?: Record<string, unknown>;
  active: boolean;
  /** The channel signs deliveries: a create makes a signing secret. */
  signed?: boolean;
}

/** A webhook's secrets in clear, for the attempt that uses them (never logged, never returned). */
export interface OpenedSecrets {
  /** Null for a webhook of a channel that does not sign. */
  secret: string | null;
  /** extra_config with its secret fields. */
  config: Record<string, unknown>;
}

export function webhookNotFound(id: string) {
  return problems.notFound('WEBHOOK_NOT_FOUND', `No webhook ${id}.`);
}

/** The webhooks: writes take the caller's entity manager so that they commit with their audit row. */
export class WebhookStore {
  private readonly database: Database;
  private readonly clock: Clock;
  private readonly secrets: SecretBox;
  private readonly opened = new Map<string, { sealed: string; secrets: { secret: string | null; hidden: Record<string, unknown> } }>();

  constructor(deps: { database: Database; clock: Clock; secrets: SecretBox }) {
    this.database = deps.database;
    this.clock = deps.clock;
    this.secrets = deps.secrets;
  }

  async require(em: EntityManager, id: string): Promise<WebhookEntity> {
    const webhook = await em.findOne(Webhook, { id });
    if (!webhook) throw webhookNotFound(id);
    return webhook;
  }

  /** The webhook of that name, or null. */
  named(name: string, em: EntityManager = this.database.fork()): Promise<WebhookEntity | null> {
    return em.findOne(Webhook, { name });
  }

  /** Every named webhook (those a fleet document can declare), by name. */
  async allNamed(): Promise<WebhookEntity[]> {
    return this.database.fork().find(Webhook, { name: { $ne: null } }, { orderBy: { name: 'asc' } });
  }

  list(em: EntityManager, filter: { channelType?: string | undefined; active?: boolean | undefined }, paging: Paging): Promise<[WebhookEntity[], number]> {
    const where = {
      ...(filter.channelType !== undefined ? { channelType: filter.channelType } : {}),
      ...(filter.active !== undefined ? { active: filter.active } : {}),
    };
    return em.findAndCount(Webhook, where, { orderBy: { createdAt: 'asc', id: 'asc' }, offset: paging.offset, limit: paging.limit });
  }

  /**
   * A new webhook and its signing secret, if its channel signs (the only time the secret leaves the store in clear):
   * the one given (a fleet document's reference), or a new random one.
   */
  create(em: EntityManager, id: string, fields: WebhookFields, createdBy: string, givenSecret?: string): { webhook: WebhookEntity; secret: string | null } {
    const secret = fields.signed ? (givenSecret ?? newSigningSecret()) : null;
    const now = new Date(this.clock.now());
    const webhook = em.create(Webhook, {
      id,
      name: fields.name,
      url: fields.url,
      channelType: fields.channelType,
      eventTypes: fields.eventTypes,
      extraConfig: fields.shownConfig,
      sealedConfig: sealFields(this.secrets, fields.secretConfig ?? {}),
      secretSealed: secret === null ? NO_SECRET : sealSigningSecret(this.secrets, secret),
      active: fields.active,
      deactivatedReason: null,
      createdBy,
      createdAt: now,
      updatedAt: now,
    });
    return { webhook, secret };
  }

  update(webhook: WebhookEntity, fields: WebhookFields): void {
    webhook.name = fields.name;
    webhook.url = fields.url;
    webhook.channelType = fields.channelType;
    webhook.eventTypes = fields.eventTypes;
    webhook.extraConfig = fields.shownConfig;
    if (fields.secretConfig) webhook.sealedConfig = sealFields(this.secrets, fields.secretConfig);
    // Switching it on again (or changing it) clears why the engine had switched it off.
    if (fields.active && !webhook.active) webhook.deactivatedReason = null;
    webhook.active = fields.active;
    webhook.updatedAt = new Date(this.clock.now());
  }

  /** The secret extra_config fields of a stored webhook, in clear (an update keeps those it does not send). */
  secretConfig(webhook: WebhookEntity): Record<string, unknown> {
    return openFields(this.secrets, webhook.sealedConfig);
  }

  async remove(em: EntityManager, webhook: WebhookEntity): Promise<void> {
    await this.database.queries.run(webhookRemoved, { id: webhook.id }, em);
    this.opened.delete(webhook.id);
  }

  /** Active webhooks and what they subscribe to, for matching events. */
  async subscriptions(): Promise<Array<{ id: string; eventTypes: string[] }>> {
    const webhooks = await this.database.fork().find(Webhook, { active: true }, { fields: ['id', 'eventTypes'] });
    return webhooks.map((webhook) => ({ id: webhook.id, eventTypes: webhook.eventTypes }));
  }

  /** The webhook as it is now (an attempt reads it, so an update applies to the next attempt), or null when it is gone. */
  find(id: string): Promise<WebhookEntity | null> {
    return this.database.fork().findOne(Webhook, { id });
  }

  /**
   * Throws when they cannot be decrypted (SERVICE_SECRET_KEY changed since they were stored). Every attempt needs
   * them; what was opened is kept per webhook for as long as the sealed values it came from are unchanged.
   */
  openSecrets(webhook: WebhookEntity): OpenedSecrets {
    const sealed = JSON.stringify([webhook.secretSealed, webhook.sealedConfig]);
    const cached = this.opened.get(webhook.id);
    const secrets =
      cached?.sealed === sealed
        ? cached.secrets
        : {
            secret: hasSigningSecret(webhook) ? openSigningSecret(this.secrets, webhook.secretSealed) : null,
            hidden: openFields(this.secrets, webhook.sealedConfig),
          };
    if (cached?.sealed !== sealed) this.opened.set(webhook.id, { sealed, secrets });
    return { secret: secrets.secret, config: { ...webhook.extraConfig, ...secrets.hidden } };
  }

  /** The engine switches a webhook off when its target is gone for good; the reason is shown until it is switched on. */
  async deactivate(em: EntityManager, id: string, reason: string): Promise<boolean> {
    const changed = await this.database.queries.run(webhookDeactivated, { id, reason, now: new Date(this.clock.now()) }, em);
    return changed > 0;
  }
}
