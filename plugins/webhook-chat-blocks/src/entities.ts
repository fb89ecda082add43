import { defineEntity, p } from '@mikro-orm/core';

/** A chat account linked to a Portcullis user: at most one per user, and one user per chat account. */
export const ChatIdentity = defineEntity({
  name: 'ChatBlocksIdentity',
  tableName: 'chat_blocks_identities',
  properties: {
    userId: p.string().primary(),
    teamId: p.string(),
    chatUserId: p.string(),
    /** The chat account's name as the chat service sent it when linking (shown, never trusted). */
    chatUserName: p.string(),
    linkedAt: p.bigint('number'),
  },
  uniques: [{ name: 'chat_blocks_identities_chat_user', properties: ['teamId', 'chatUserId'] }],
});

export type ChatIdentityRow = InstanceType<typeof ChatIdentity.class>;

/** A one-time linking code, stored as its SHA-256 (the code itself is shown once, to its user). */
export const ChatLinkCode = defineEntity({
  name: 'ChatBlocksLinkCode',
  tableName: 'chat_blocks_link_codes',
  properties: {
    codeHash: p.string().primary(),
    userId: p.string(),
    expiresAt: p.bigint('number'),
  },
  indexes: [{ name: 'chat_blocks_link_codes_user', properties: ['userId'] }],
});

/**
 * Callbacks already accepted, by the digest of their signature, until their timestamp is too old to be accepted
 * anyway: a replay is refused on every replica, since they share this table.
 */
export const ChatSeenRequest = defineEntity({
  name: 'ChatBlocksSeenRequest',
  tableName: 'chat_blocks_seen_requests',
  properties: {
    digest: p.string().primary(),
    expiresAt: p.bigint('number'),
  },
  indexes: [{ name: 'chat_blocks_seen_requests_expiry', properties: ['expiresAt'] }],
});

/** The last message a button of a chunk was clicked in, so that a decision made elsewhere updates it too. */
export const ChatMessage = defineEntity({
  name: 'ChatBlocksMessage',
  tableName: 'chat_blocks_messages',
  properties: {
    /** `gateway/workspace/sandbox/chunk id` */
    chunkKey: p.string().primary(),
    responseUrl: p.text(),
    /** The quorum's required count once a vote was recorded through the message (its tally when decided). */
    required: p.integer().nullable(),
    updatedAt: p.bigint('number'),
  },
});
