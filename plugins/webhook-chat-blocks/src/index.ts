import { definePlugin } from '@portcullis/core';
import { httpTarget, type WebhookChannel, webhookChannels } from '@portcullis/plugin-webhooks';
import { z } from 'zod';
import { blocksMessage } from './message.ts';

/** Block-formatted chat messages (Slack-style incoming webhooks): mrkdwn, colour by severity, unsigned. */
export const chatBlocksChannel: WebhookChannel<Record<string, never>> = {
  type: 'chat_blocks',
  description: 'HTTP POST of a Block Kit chat message (header, mrkdwn fields, colour by severity) to an incoming-webhook URL; unsigned.',
  extraConfig: z.strictObject({}),
  signs: false,
  checkTarget: (url) => httpTarget(url),
  deliver: (event, target, context) =>
    context.post({
      url: target.url,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(blocksMessage(event)),
    }),
};

export default definePlugin({
  id: 'webhook-chat-blocks',
  description: 'Webhook channel chat_blocks: Block Kit chat messages posted to an incoming-webhook URL.',
  dependsOn: ['webhooks'],
  register(api) {
    api.contribute(webhookChannels, chatBlocksChannel);
  },
});
