import { definePlugin } from '@portcullis/core';
import type { ChunkStore } from '@portcullis/plugin-approvals';
import { type DecisionLinks, decisionLinksRef } from '@portcullis/plugin-decision-links';
import { httpTarget, type WebhookChannel, webhookChannels } from '@portcullis/plugin-webhooks';
import { z } from 'zod';
import { buttonValueOf, type ReviewTokenLookup } from './buttons.ts';
import { chatBlocksConfigSchema } from './config.ts';
import { ChatIdentity, ChatLinkCode, ChatMessage, ChatSeenRequest } from './entities.ts';
import { ChatCallbacks } from './inbound/callbacks.ts';
import { ChatDecisions, updateDecidedMessage } from './inbound/decisions.ts';
import { ClickedMessages } from './inbound/messages.ts';
import { ChatResponder } from './inbound/responder.ts';
import { SeenRequests } from './inbound/seen-requests.ts';
import { ChatLinks } from './linking/links.ts';
import { blocksMessage } from './message.ts';
import { chatBlocksMigrations } from './migrations.ts';
import { chatCallbacksRef, chatDecisionsRef, chatLinksRef, chatResponderRef, clickedMessagesRef, seenRequestsRef } from './refs.ts';
import { accountRoutes } from './routes/account.ts';
import { callbackRoutes } from './routes/callbacks.ts';

export type { ChatBlocksConfig } from './config.ts';
export { signatureOf } from './inbound/signature.ts';

/**
 * Block-formatted chat messages (Slack-style incoming webhooks): mrkdwn, colour by severity, unsigned. With
 * `reviewToken`, approval.pending messages carry approve / reject buttons whose clicks come back signed; with the
 * decision-links plugin, link buttons bound to this destination (docs/decision-links.md §2).
 */
export function chatBlocksChannel(reviewToken: ReviewTokenLookup | null, links: DecisionLinks | null): WebhookChannel<Record<string, never>> {
  return {
    type: 'chat_blocks',
    description: 'HTTP POST of a Block Kit chat message (header, mrkdwn fields, colour by severity) to an incoming-webhook URL; unsigned.',
    extraConfig: z.strictObject({}),
    signs: false,
    checkTarget: (url) => httpTarget(url),
    deliver: async (event, target, context) =>
      context.post({
        url: target.url,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          blocksMessage(event, {
            decision: reviewToken ? await buttonValueOf(event, reviewToken) : null,
            links: await links?.linksFor(event, { kind: 'destination', webhookId: target.webhookId }),
          }),
        ),
      }),
  };
}

/** The review token in the chunk's last snapshot: what the approval.pending message shows. */
function reviewTokenOf(chunks: ChunkStore): ReviewTokenLookup {
  return async ({ chunk_id: chunkId, ...ref }) => (await chunks.find(ref, chunkId))?.snapshot.review_token ?? null;
}

export default definePlugin({
  id: 'webhook-chat-blocks',
  description:
    'Webhook channel chat_blocks: Block Kit chat messages posted to an incoming-webhook URL; with approvals and users enabled and a signing secret set, approval.pending messages carry approve / reject buttons that decide as the linked Portcullis user.',
  dependsOn: ['webhooks'],
  // The buttons decide through the approvals plugin as a user of the users plugin; without them the channel posts.
  optionalDependsOn: ['approvals', 'users', 'policies', 'gateways', 'decision-links'],
  config: { namespace: 'chat_blocks', schema: chatBlocksConfigSchema },
  entities: [ChatIdentity, ChatLinkCode, ChatSeenRequest, ChatMessage],
  migrations: chatBlocksMigrations,
  register(api) {
    const config = api.config;
    const interactive = ['approvals', 'users', 'policies', 'gateways'].every((id) => api.isEnabled(id));
    const buttons = interactive && config.signing_secret !== undefined;
    const withLinks = api.isEnabled('decision-links');
    api.contributeWith(webhookChannels, (s, resolve) =>
      chatBlocksChannel(buttons ? reviewTokenOf(s.approvalChunks) : null, withLinks ? resolve(decisionLinksRef) : null),
    );
    if (!interactive) return;
    api.provide(
      chatLinksRef,
      (s) => new ChatLinks({ database: s.database, clock: s.clock, audit: s.audit, users: s.users, codeTtlSeconds: config.link_code_ttl_seconds }),
      {
        private: true,
      },
    );
    api.provide(seenRequestsRef, (s) => new SeenRequests({ database: s.database, clock: s.clock }), { private: true });
    api.provide(clickedMessagesRef, (s) => new ClickedMessages({ database: s.database, clock: s.clock }), { private: true });
    api.provide(chatResponderRef, (s) => new ChatResponder({ egress: s.egress, responseOrigin: config.response_origin, logger: api.logger }), {
      private: true,
    });
    api.provide(
      chatDecisionsRef,
      (s, resolve) =>
        new ChatDecisions(
          {
            links: resolve(chatLinksRef),
            messages: resolve(clickedMessagesRef),
            responder: resolve(chatResponderRef),
            database: s.database,
            users: s.users,
            access: s.access,
            gateways: s.gatewayRegistry,
            gatewayApi: s.gatewayApi,
            pins: s.policyPins,
            moves: s.approvalMoves,
          },
          api.logger,
        ),
      { private: true },
    );
    api.provide(
      chatCallbacksRef,
      (s, resolve) =>
        new ChatCallbacks({
          secret: config.signing_secret,
          maxAgeSeconds: config.max_age_seconds,
          clock: s.clock,
          seen: resolve(seenRequestsRef),
          decisions: resolve(chatDecisionsRef),
          links: resolve(chatLinksRef),
          responder: resolve(chatResponderRef),
        }),
      { private: true },
    );
    callbackRoutes(api);
    accountRoutes(api);
    api.on('user.deleted', async (event, { resolve }) => {
      await resolve(chatLinksRef).forget(event.data.user_id);
    });
    // A decision made anywhere (a button, the console, the API) replaces the message last clicked for the chunk.
    for (const status of ['approved', 'rejected'] as const) {
      api.on(`approval.${status}`, async (event, { resolve }) => {
        await updateDecidedMessage({ messages: resolve(clickedMessagesRef), responder: resolve(chatResponderRef) }, event.data, status);
      });
    }
  },
});
