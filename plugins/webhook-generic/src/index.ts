import { createHmac } from 'node:crypto';
import { definePlugin } from '@portcullis/core';
import { httpTarget, type WebhookChannel, webhookChannels } from '@portcullis/plugin-webhooks';
import { z } from 'zod';

/** `sha256=` + the lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook's secret (the spec's signature). */
function signature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** The generic channel: the event as a JSON envelope, signed, POSTed to the webhook's URL. */
export const genericChannel: WebhookChannel<Record<string, never>> = {
  type: 'generic',
  description: 'HTTP POST of a JSON envelope {event, timestamp, data}, signed with X-Service-Signature (HMAC-SHA256 over the raw body).',
  extraConfig: z.strictObject({}),
  signs: true,
  checkTarget: (url) => httpTarget(url),
  deliver: (event, target, context) => {
    const body = JSON.stringify({ event: event.name, timestamp: event.timestamp, data: event.data });
    return context.post({
      url: target.url,
      headers: {
        'content-type': 'application/json',
        'x-service-event': event.name,
        'x-service-delivery': target.deliveryId,
        // The engine makes a secret for every webhook of a signing channel.
        'x-service-signature': signature(target.secret!, body),
      },
      body,
    });
  },
};

export default definePlugin({
  id: 'webhook-generic',
  description: 'Webhook channel generic: a signed JSON envelope over HTTP POST.',
  dependsOn: ['webhooks'],
  register(api) {
    api.contribute(webhookChannels, genericChannel);
  },
});
