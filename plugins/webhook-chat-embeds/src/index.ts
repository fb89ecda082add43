import { definePlugin } from '@portcullis/core';
import { type DecisionLinks, decisionLinksRef } from '@portcullis/plugin-decision-links';
import { httpTarget, type WebhookChannel, webhookChannels } from '@portcullis/plugin-webhooks';
import { z } from 'zod';
import { embedMessage } from './message.ts';

/**
 * Chat embeds (Discord-style webhooks): colour-coded fields, mentions off, unsigned. With the decision-links plugin,
 * approval.pending embeds carry links bound to this destination (docs/decision-links.md §2).
 */
export const chatEmbedsChannel = (links: DecisionLinks | null): WebhookChannel<Record<string, never>> => ({
  type: 'chat_embeds',
  description: 'HTTP POST of a chat embed (title, colour-coded fields by severity, mentions off) to a chat webhook URL; unsigned.',
  extraConfig: z.strictObject({}),
  signs: false,
  checkTarget: (url) => httpTarget(url),
  deliver: async (event, target, context) =>
    context.post({
      url: target.url,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(embedMessage(event, await links?.linksFor(event, { kind: 'destination', webhookId: target.webhookId }))),
    }),
});

export default definePlugin({
  id: 'webhook-chat-embeds',
  description: 'Webhook channel chat_embeds: chat embeds with colour-coded fields posted to a chat webhook URL.',
  dependsOn: ['webhooks'],
  optionalDependsOn: ['decision-links'],
  register(api) {
    const withLinks = api.isEnabled('decision-links');
    api.contributeWith(webhookChannels, (_services, resolve) => chatEmbedsChannel(withLinks ? resolve(decisionLinksRef) : null));
  },
});
