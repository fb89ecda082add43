import { randomUUID } from 'node:crypto';
import { listResponse, type PluginApi, reply } from '@portcullis/core';
import type { WebhooksConfig } from '../config.ts';
import { deliveryLogRef, editorRef, outboxRef, storeRef } from '../services.ts';
import { webhookJson, webhookJsonSchema } from '../webhook/json.ts';
import type { WebhookFields } from '../webhook/store.ts';
import { createBody, createResponse, listQuery, updateBody, webhookParams } from './schemas.ts';

const TAGS = ['webhooks'];

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
    channel_type: fields.channelType,
    target: targetOf(fields.url),
    event_types: fields.eventTypes,
    active: fields.active,
    extra_config_keys: Object.keys(fields.shownConfig).sort(),
    ...(fields.secretConfig ? { extra_config_secrets: Object.keys(fields.secretConfig).sort() } : {}),
  };
}

/** Creating or changing a webhook decides where every gateway's events go: that needs an admin on every gateway (docs/roles.md). */
export function webhookRoutes(api: PluginApi<WebhooksConfig>): void {
  api.route({
    method: 'GET',
    path: '/api/webhooks',
    access: 'admin',
    tags: TAGS,
    summary: 'List webhooks (`channel_type` and `active` filter). Secrets are never shown.',
    query: listQuery,
    response: listResponse(webhookJsonSchema),
    handler: async (request) => {
      const [webhooks, total] = await request
        .resolve(storeRef)
        .list(request.em, { channelType: request.query.channel_type, active: request.query.active }, request.query);
      return { items: webhooks.map(webhookJson), total };
    },
  });

  api.route({
    method: 'POST',
    path: '/api/webhooks',
    access: 'admin',
    everyGateway: true,
    tags: TAGS,
    status: 201,
    responseHeaders: { Location: 'The new webhook.' },
    summary:
      'Create a webhook: `url`, `event_types` (names or *), `channel_type` (default generic), `extra_config`, `active`. The answer carries the signing `secret`, shown this once, when the channel signs (generic); other channels get none.',
    description:
      'Event names must be emitted by an enabled plugin (GET /api/system/events); channel types are those of enabled channel plugins (GET /api/webhook-channels), each with its own `extra_config`. The URL (and any other host the channel connects to, such as an SMTP server) must not name a private, loopback, link-local or metadata address unless local mode is on: 400 URL_NOT_ALLOWED.',
    body: createBody,
    response: createResponse,
    handler: async (request) => {
      const fields = await request.resolve(editorRef).create(request.body);
      const id = randomUUID();
      const { webhook, secret } = await request.audit(
        { action: 'webhook.create', resourceType: 'webhook', resourceId: id, detail: described(fields) },
        async (em) => request.resolve(storeRef).create(em, id, fields, request.actor?.name ?? 'system'),
      );
      return reply(201, { ...webhookJson(webhook), ...(secret === null ? {} : { secret }) }, { Location: `/api/webhooks/${id}` });
    },
  });

  api.route({
    method: 'GET',
    path: '/api/webhooks/{id}',
    access: 'admin',
    tags: TAGS,
    summary: 'One webhook (secrets never shown). 404 WEBHOOK_NOT_FOUND.',
    params: webhookParams,
    response: webhookJsonSchema,
    handler: async (request) => webhookJson(await request.resolve(storeRef).require(request.em, request.params.id)),
  });

  api.route({
    method: 'PUT',
    path: '/api/webhooks/{id}',
    access: 'admin',
    everyGateway: true,
    tags: TAGS,
    summary: 'Update a webhook: any of `url`, `event_types`, `channel_type`, `extra_config`, `active` (fields left out are kept).',
    description:
      '`extra_config`, when sent, replaces the shown settings; a secret setting (such as `smtp_pass`) left out is kept, sent as null is removed. A new `channel_type` takes the `extra_config` sent with it. The target is checked against the outbound-address rule again when `url`, `channel_type` or `extra_config` changes. Switching `active` back on clears `deactivated_reason`.',
    params: webhookParams,
    body: updateBody,
    response: webhookJsonSchema,
    handler: async (request) => {
      const store = request.resolve(storeRef);
      const current = await store.require(request.em, request.params.id);
      const { fields, changed } = await request.resolve(editorRef).update(current, request.body);
      const updated = await request.audit(
        { action: 'webhook.update', resourceType: 'webhook', resourceId: current.id, detail: { changed, ...described(fields) } },
        async (em) => {
          const webhook = await store.require(em, current.id);
          store.update(webhook, fields);
          return webhook;
        },
      );
      return webhookJson(updated);
    },
  });

  api.route({
    method: 'DELETE',
    path: '/api/webhooks/{id}',
    access: 'admin',
    tags: TAGS,
    summary: 'Delete a webhook, its pending deliveries and its delivery records. 404 WEBHOOK_NOT_FOUND.',
    params: webhookParams,
    handler: async (request) => {
      const store = request.resolve(storeRef);
      const webhook = await store.require(request.em, request.params.id);
      await request.audit(
        {
          action: 'webhook.delete',
          resourceType: 'webhook',
          resourceId: webhook.id,
          detail: { channel_type: webhook.channelType, target: targetOf(webhook.url) },
        },
        async (em) => {
          await request.resolve(outboxRef).removeWebhook(em, webhook.id);
          await request.resolve(deliveryLogRef).removeWebhook(em, webhook.id);
          await store.remove(em, webhook);
        },
      );
      return undefined;
    },
  });
}
