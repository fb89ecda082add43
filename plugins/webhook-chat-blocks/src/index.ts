import { definePlugin } from '@portcullis/core';
import { type DecisionLinks, decisionLinksRef } from '@portcullis/plugin-decision-links';
import { httpTarget, type WebhookChannel, webhookChannels } from '@portcullis/plugin-webhooks';
import { z } from 'zod';
import { blocksMessage } from './message.ts';

/**
 * Block-formatted chat messages (Slack-style incoming webhooks): mrkdwn, colour by severity, unsigned. With the
 * decision-links plugin, approval.pending messages carry link buttons bound to this destination (docs/decision-links.md §2).
 */
export const chatBlocksChannel = (links: DecisionLinks | null): WebhookChannel<Record<string, never>> => ({
  type: 'chat_blocks',
  description: 'HTTP POST of a Block Kit chat message (header, mrkdwn fields, colour by severity) to an incoming-webhook URL; unsigned.',
  extraConfig: z.strictObject({}),
  signs: false,
  checkTarget: (url) => httpTarget(url),
  deliver: async (event, target, context) =>
    context.post({
      url: target.url,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(blocksMessage(event, await links?.linksFor(event, { kind: 'destination', webhookId: target.webhookId }))),
    }),
});

export default definePlugin({
  id: 'webhook-chat-blocks',
  description: 'Webhook channel chat_blocks: Block Kit chat messages posted to an incoming-webhook URL.',
  dependsOn: ['webhooks'],
  optionalDependsOn: ['decision-links'],
  register(api) {
    const withLinks = api.isEnabled('decision-links');
    api.contributeWith(webhookChannels, (_services, resolve) => chatBlocksChannel(withLinks ? resolve(decisionLinksRef) : null));
  },
});
