import { randomUUID } from 'node:crypto';
import { listResponse, type PluginApi, pageOf, pagingQuery, problems } from '@portcullis/core';
import { z } from 'zod';
import type { WebhooksConfig } from '../config.ts';
import { deliveryJsonSchema } from '../outbox/log.ts';
import { channelRegistryRef, deliveryLogRef, dispatcherRef, outboxRef, storeRef } from '../services.ts';
import { webhookNotFound } from '../webhook/store.ts';
import { deliveriesQuery, webhookParams } from './schemas.ts';

const TAGS = ['webhooks'];

export function deliveryRoutes(api: PluginApi<WebhooksConfig>): void {
  api.route({
    method: 'POST',
    path: '/api/webhooks/{id}/test',
    access: 'admin',
    tags: TAGS,
    summary: 'Send a webhook.test event with sample data to this webhook only, and answer with the record of that first attempt.',
    description:
      'The attempt follows the usual rules (a 5xx or network error is retried in the background; the answer shows `retrying` and `next_attempt_at`). 409 WEBHOOK_INACTIVE for a webhook that is switched off.',
    params: webhookParams,
    response: deliveryJsonSchema,
    handler: async (request) => {
      const webhook = await request.resolve(storeRef).require(request.em, request.params.id);
      if (!webhook.active) throw problems.conflict('WEBHOOK_INACTIVE', `Webhook ${webhook.id} is switched off; set active to true to test it.`);
      const envelope = {
        id: randomUUID(),
        name: 'webhook.test',
        timestamp: new Date(request.resolve('clock').now()).toISOString(),
        data: {
          gateway: 'example-gateway',
          sandbox: 'example-sandbox',
          actor: request.actor?.name ?? 'system',
          webhook_id: webhook.id,
          message: 'A test event from Portcullis: this webhook receives events.',
        },
      };
      const [delivery] = await request.audit(
        { action: 'webhook.test', resourceType: 'webhook', resourceId: webhook.id, detail: { event_id: envelope.id, channel_type: webhook.channelType } },
        (em) => request.resolve(outboxRef).add([{ webhookId: webhook.id, envelope, claimed: true }], em),
      );
      const record = await request.resolve(dispatcherRef).runNow(delivery!);
      if (!record) throw webhookNotFound(webhook.id);
      return record;
    },
  });

  api.route({
    method: 'GET',
    path: '/api/webhooks/{id}/deliveries',
    access: 'admin',
    tags: TAGS,
    summary: 'Delivery attempts of a webhook, newest first (`status` filters; `limit`, `offset`).',
    description:
      'One record per attempt: `attempt` counts from 1 within a delivery (`delivery_id`, the X-Service-Delivery value); `status` is success, failed or retrying (then `next_attempt_at` says when). Records are kept SERVICE_WEBHOOK_DELIVERY_MAX_AGE_DAYS days.',
    params: webhookParams,
    query: deliveriesQuery,
    response: listResponse(deliveryJsonSchema),
    handler: async (request) => {
      await request.resolve(storeRef).require(request.em, request.params.id);
      return request.resolve(deliveryLogRef).list(request.params.id, { status: request.query.status }, request.query);
    },
  });

  api.route({
    method: 'GET',
    path: '/api/webhook-channels',
    access: 'admin',
    tags: TAGS,
    summary:
      'The channel types enabled plugins provide (what `channel_type` may be), with their secret extra_config fields and whether they sign deliveries (only those get a signing secret).',
    query: pagingQuery,
    response: listResponse(z.object({ type: z.string(), description: z.string(), signs: z.boolean(), secret_fields: z.array(z.string()) })),
    handler: (request) => {
      const channels = request
        .resolve(channelRegistryRef)
        .list()
        .map((channel) => ({ type: channel.type, description: channel.description, signs: channel.signs, secret_fields: [...(channel.secretFields ?? [])] }));
      return pageOf(channels, request.query);
    },
  });
}
