import { defineEntity, p } from '@mikro-orm/core';

/**
 * One notification's links for one recipient: approve, reject and open share the row, so using any of them uses
 * all three. Instants are epoch milliseconds so that the conditional update that uses a link compares numbers.
 */
export const DecisionLink = defineEntity({
  name: 'DecisionLink',
  tableName: 'decision_links',
  properties: {
    id: p.string().primary(),
    gateway: p.string(),
    workspace: p.string(),
    sandbox: p.string(),
    chunkId: p.string(),
    /** The chunk's review token when the notification was sent ('' for a gateway without tokens). */
    reviewToken: p.text(),
    /** `email:<address>`, `user:<name>` or `destination:<webhook id>` (docs/decision-links.md §2). */
    recipient: p.string(),
    expiresAt: p.bigint('number'),
    usedAt: p.bigint('number').nullable(),
    usedBy: p.string().nullable(),
    createdAt: p.bigint('number'),
  },
  indexes: [{ name: 'decision_links_expiry', properties: ['expiresAt'] }],
});

export type DecisionLinkRow = InstanceType<typeof DecisionLink.class>;
