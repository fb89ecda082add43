import { definePlugin } from '@portcullis/core';
import { decisionLinksConfigSchema } from './config.ts';
import { DecisionLink } from './entity.ts';
import { DecisionLinks } from './links.ts';
import { decisionLinksMigrations } from './migrations.ts';
import { decisionLinksRef, linkStoreRef } from './refs.ts';
import { linkRoutes } from './routes.ts';
import { LinkStore } from './store.ts';

export type { DecisionLinkSet, DecisionLinks, LinkView } from './links.ts';
export type { Recipient } from './recipient.ts';
export { decisionLinksRef } from './refs.ts';

export default definePlugin({
  id: 'decision-links',
  description:
    'Decision links: signed, single-use, expiring approve / reject / open links in approval.pending notifications, bound to the chunk, its review token and the recipient; the console asks the signed-in user to confirm.',
  dependsOn: ['gateways', 'policies', 'approvals'],
  config: { namespace: 'decision_link', schema: decisionLinksConfigSchema },
  entities: [DecisionLink],
  migrations: decisionLinksMigrations,
  register(api) {
    const ttlSeconds = api.config.ttl_seconds;
    api.provide(linkStoreRef, (s) => new LinkStore({ database: s.database, clock: s.clock }), { private: true });
    api.provide(
      decisionLinksRef,
      (s, resolve) =>
        new DecisionLinks({
          store: resolve(linkStoreRef),
          secrets: s.secrets,
          clock: s.clock,
          access: s.access,
          registry: s.gatewayRegistry,
          pins: s.policyPins,
          inbox: s.approvalInbox,
          chunks: s.approvalChunks,
          moves: s.approvalMoves,
          policies: s.policyGateway,
          publicUrl: api.kernelConfig.public_url,
          ttlSeconds,
        }),
    );
    api.task({
      id: 'decision-links.purge',
      every: 3_600_000,
      timeout: 60_000,
      scope: 'global',
      run: async ({ resolve }) => {
        await resolve(linkStoreRef).purgeExpired();
      },
    });
    linkRoutes(api);
  },
});
