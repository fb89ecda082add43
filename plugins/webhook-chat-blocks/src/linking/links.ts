import { createHash, randomInt } from 'node:crypto';
import { type AuditWriter, type Clock, type Database, type TablesOf, typedQueries } from '@portcullis/core';
import type { UserDirectory } from '@portcullis/plugin-users';
import { ChatIdentity, type ChatIdentityRow, ChatLinkCode } from '../entities.ts';

// Linking a chat account to a Portcullis user: the signed-in user asks for a one-time code (shown once, stored as
// its hash), and sends it from the chat account (the `link` command, a callback signed by the chat service). The
// code proves the Portcullis side, the signature the chat side.

// No 0/O or 1/I/L: a code is read off one screen and typed into another.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

const query = typedQueries<TablesOf<typeof ChatIdentity | typeof ChatLinkCode>>();

const codesOfUserRemoved = query((db, args: { userId: string }) => db.deleteFrom('chat_blocks_link_codes').where('userId', '=', args.userId));

const identityOfUserRemoved = query((db, args: { userId: string }) => db.deleteFrom('chat_blocks_identities').where('userId', '=', args.userId));

/** Either side's earlier link: the user's, and the chat account's (to another user or the same). */
const identitiesOfEitherSideRemoved = query((db, args: { userId: string; teamId: string; chatUserId: string }) =>
  db
    .deleteFrom('chat_blocks_identities')
    .where((eb) => eb.or([eb('userId', '=', args.userId), eb.and([eb('teamId', '=', args.teamId), eb('chatUserId', '=', args.chatUserId)])])),
);

export interface ChatAccount {
  teamId: string;
  chatUserId: string;
  chatUserName: string;
}

export interface IssuedCode {
  code: string;
  expires_at: string;
}

export interface LinkedIdentityJson {
  team_id: string;
  chat_user_id: string;
  chat_user_name: string;
  linked_at: string;
}

function hashOf(code: string): string {
  return createHash('sha256').update(code.replaceAll('-', '').trim().toUpperCase()).digest('hex');
}

function newCode(): string {
  const characters = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return `${characters.slice(0, CODE_LENGTH / 2).join('')}-${characters.slice(CODE_LENGTH / 2).join('')}`;
}

export function identityJson(row: ChatIdentityRow): LinkedIdentityJson {
  return { team_id: row.teamId, chat_user_id: row.chatUserId, chat_user_name: row.chatUserName, linked_at: new Date(row.linkedAt).toISOString() };
}

export class ChatLinks {
  private readonly database: Database;
  private readonly clock: Clock;
  private readonly audit: AuditWriter;
  private readonly users: UserDirectory;
  private readonly codeTtlMs: number;

  constructor(deps: { database: Database; clock: Clock; audit: AuditWriter; users: UserDirectory; codeTtlSeconds: number }) {
    this.database = deps.database;
    this.clock = deps.clock;
    this.audit = deps.audit;
    this.users = deps.users;
    this.codeTtlMs = deps.codeTtlSeconds * 1000;
  }

  /** A new code for the user; any earlier one stops working. */
  async issueCode(userId: string): Promise<IssuedCode> {
    const code = newCode();
    const expiresAt = this.clock.now() + this.codeTtlMs;
    await this.database.transaction(async (em) => {
      await this.database.queries.run(codesOfUserRemoved, { userId }, em);
      em.create(ChatLinkCode, { codeHash: hashOf(code), userId, expiresAt });
      await em.flush();
      await this.audit.append(em, {
        action: 'chat_identity.code',
        resourceType: 'chat_identity',
        resourceId: userId,
        detail: { expires_at: new Date(expiresAt).toISOString() },
      });
    });
    return { code, expires_at: new Date(expiresAt).toISOString() };
  }

  /**
   * Redeems a code for the chat account that sent it: the user it was issued to is linked to that account (any
   * earlier link of either side is replaced). Null when the code is unknown, used or expired.
   */
  redeem(code: string, account: ChatAccount): Promise<string | null> {
    return this.database.transaction(async (em) => {
      const issued = await em.findOne(ChatLinkCode, { codeHash: hashOf(code) });
      if (!issued) return null;
      em.remove(issued);
      // The code's user acts here, proven by the code; the chat service's signature proves the chat account.
      const user = await this.users.findById(em, issued.userId);
      if (!user || issued.expiresAt < this.clock.now()) {
        await em.flush();
        return null;
      }
      await this.database.queries.run(identitiesOfEitherSideRemoved, { userId: issued.userId, teamId: account.teamId, chatUserId: account.chatUserId }, em);
      em.create(ChatIdentity, { userId: issued.userId, ...account, linkedAt: this.clock.now() });
      await em.flush();
      await this.audit.append(em, {
        action: 'chat_identity.link',
        resourceType: 'chat_identity',
        resourceId: issued.userId,
        actor: { type: 'user', name: user.email },
        detail: { team_id: account.teamId, chat_user_id: account.chatUserId, chat_user_name: account.chatUserName },
      });
      return issued.userId;
    });
  }

  /** The Portcullis user a chat account is linked to, or null. */
  async userOf(teamId: string, chatUserId: string): Promise<string | null> {
    const row = await this.database.fork().findOne(ChatIdentity, { teamId, chatUserId });
    return row?.userId ?? null;
  }

  async identityOf(userId: string): Promise<LinkedIdentityJson | null> {
    const row = await this.database.fork().findOne(ChatIdentity, { userId });
    return row ? identityJson(row) : null;
  }

  /** A deleted user's link and code go with them (no audit row: the user's deletion is audited). */
  async forget(userId: string): Promise<void> {
    await this.database.transaction(async (em) => {
      await this.database.queries.run(identityOfUserRemoved, { userId }, em);
      await this.database.queries.run(codesOfUserRemoved, { userId }, em);
    });
  }

  /** False when the user had no chat account linked. */
  unlink(userId: string): Promise<boolean> {
    return this.database.transaction(async (em) => {
      const removed = await this.database.queries.run(identityOfUserRemoved, { userId }, em);
      if (removed === 0) return false;
      await this.audit.append(em, { action: 'chat_identity.unlink', resourceType: 'chat_identity', resourceId: userId });
      return true;
    });
  }
}
