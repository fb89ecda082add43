import { listResponse, type PluginApi, reply } from '@portcullis/core';
import type { WebhooksConfig } from '../config.ts';
import { changesRef, storeRef } from '../services.ts';
import { webhookJson, webhookJsonSchema } from '../webhook/json.ts';
import { createBody, createResponse, listQuery, updateBody, webhookParams } from './schemas.ts';

const TAGS = ['webhooks'];

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
      'Create a webhook: `url`, `event_types` (names or *), `channel_type` (default generic), `extra_config`, `active`, and optionally a unique `name` (how a fleet document addresses it; 409 ALREADY_EXISTS when taken). The answer carries the signing `secret`, shown this once, when the channel signs (generic); other channels get none.',
    description:
      'Event names must be emitted by an enabled plugin (GET /api/system/events); channel types are those of enabled channel plugins (GET /api/webhook-channels), each with its own `extra_config`. The URL (and any other host the channel connects to, such as an SMTP server) must not name a private, loopback, link-local or metadata address unless local mode is on: 400 URL_NOT_ALLOWED.',
    body: createBody,
    response: createResponse,
    handler: async (request) => {
      const { webhook, secret } = await request.resolve(changesRef).create(request.body);
      return reply(201, { ...webhookJson(webhook), ...(secret === null ? {} : { secret }) }, { Location: `/api/webhooks/${webhook.id}` });
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
    summary: 'Update a webhook: any of `name`, `url`, `event_types`, `channel_type`, `extra_config`, `active` (fields left out are kept).',
    description:
      '`extra_config`, when sent, replaces the shown settings; a secret setting (such as `smtp_pass`) left out is kept, sent as null is removed. A new `channel_type` takes the `extra_config` sent with it. The target is checked against the outbound-address rule again when `url`, `channel_type` or `extra_config` changes. Switching `active` back on clears `deactivated_reason`. `name` null removes the name (a fleet document no longer declares the webhook); a name another webhook has is 409 ALREADY_EXISTS.',
    params: webhookParams,
    body: updateBody,
    response: webhookJsonSchema,
    handler: async (request) => webhookJson(await request.resolve(changesRef).update(request.params.id, request.body)),
  });

  api.route({
    method: 'DELETE',
    path: '/api/webhooks/{id}',
    access: 'admin',
    tags: TAGS,
    summary: 'Delete a webhook, its pending deliveries and its delivery records. 404 WEBHOOK_NOT_FOUND.',
    params: webhookParams,
    handler: async (request) => {
      await request.resolve(changesRef).remove(request.params.id);
      return undefined;
    },
  });
}
