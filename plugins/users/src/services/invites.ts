import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { type Clock, type Database, problems, type TablesOf, typedQueries } from '@portcullis/core';
import { Invite } from '../entities/invite.ts';
import { User, type UserRecord } from '../entities/user.ts';

const query = typedQueries<TablesOf<typeof Invite>>();

const openInvitesRemoved = query((db, args: { userId: string }) => db.deleteFrom('user_invites').where('userId', '=', args.userId).where('usedAt', 'is', null));

/** Invitations that expired or were used before `cutoff`. */
const staleInvitesRemoved = query((db, args: { cutoff: Date }) =>
  db.deleteFrom('user_invites').where((eb) => eb.or([eb('expiresAt', '<', args.cutoff), eb('usedAt', '<', args.cutoff)])),
);

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** One-time invitation tokens: shown once to the admin who invites, kept only as a hash, usable once. */
export class InviteService {
  private readonly database: Database;
  private readonly clock: Clock;
  private readonly ttlSeconds: number;

  constructor(deps: { database: Database; clock: Clock; ttlSeconds: number }) {
    this.database = deps.database;
    this.clock = deps.clock;
    this.ttlSeconds = deps.ttlSeconds;
  }

  async issue(em: EntityManager, user: UserRecord, createdBy: string): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now + this.ttlSeconds * 1000);
    em.create(Invite, { tokenHash: hashOf(token), userId: user.id, createdBy, createdAt: new Date(now), expiresAt, usedAt: null });
    await em.flush();
    return { token, expiresAt };
  }

  /** Marks the invitation used and returns its user; 400 INVALID_INVITE when unknown, used or expired. */
  async redeem(em: EntityManager, token: string): Promise<UserRecord> {
    await this.database.lock(em, 'user_invites');
    const invite = await em.findOne(Invite, { tokenHash: hashOf(token) });
    if (!invite) throw problems.badRequest('INVALID_INVITE', 'This invitation is not valid.');
    if (invite.usedAt) throw problems.badRequest('INVALID_INVITE', 'This invitation has already been used.');
    if (invite.expiresAt.getTime() <= this.clock.now()) throw problems.badRequest('INVALID_INVITE', 'This invitation has expired; ask an admin for a new one.');
    const user = await em.findOne(User, { id: invite.userId });
    if (!user) throw problems.badRequest('INVALID_INVITE', 'This invitation is not valid.');
    invite.usedAt = this.clock.date();
    await em.flush();
    return user;
  }

  /** Makes every unused invitation of a user unusable (revoked, or replaced by a new one); returns how many. */
  revokeOpen(em: EntityManager, userId: string): Promise<number> {
    return this.database.queries.run(openInvitesRemoved, { userId }, em);
  }

  /** Housekeeping: invitations that can no longer be used are kept a week for reference, then removed. */
  purgeStale(): Promise<number> {
    const cutoff = new Date(this.clock.now() - 7 * 86_400_000);
    return this.database.queries.run(staleInvitesRemoved, { cutoff });
  }
}
