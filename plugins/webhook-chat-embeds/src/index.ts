import { definePlugin } from '@portcullis/core';
import { httpTarget, type WebhookChannel, webhookChannels } from '@portcullis/plugin-webhooks';
import { z } from 'zod';
import { embedMessage } from './message.ts';

/** Chat embeds (Discord-style webhooks): colour-coded fields, mentions off, unsigned. */
export const chatEmbedsChannel: WebhookChannel<Record<string, never>> = {
  type: 'chat_embeds',
  description: 'HTTP POST of a chat embed (title, colour-coded fields by severity, mentions off) to a chat webhook URL; unsigned.',
  extraConfig: z.strictObject({}),
  signs: false,
  checkTarget: (url) => httpTarget(url),
  deliver: (event, target, context) =>
    context.post({
      url: target.url,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(embedMessage(event)),
    }),
};

export default definePlugin({
  id: 'webhook-chat-embeds',
  description: 'Webhook channel chat_embeds: chat embeds with colour-coded fields posted to a chat webhook URL.',
  dependsOn: ['webhooks'],
  register(api) {
    api.contribute(webhookChannels, chatEmbedsChannel);
  },
});
