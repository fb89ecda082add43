import { hash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { type Clock, type Database, type RouteRequest, type TablesOf, typedQueries } from '@portcullis/core';
import { Session } from '../entities/session.ts';
import { User, type UserRecord } from '../entities/user.ts';

const query = typedQueries<TablesOf<typeof Session>>();

const sessionRemoved = query((db, args: { id: string }) => db.deleteFrom('user_sessions').where('id', '=', args.id));

const sessionSeen = query((db, args: { id: string; now: Date }) => db.updateTable('user_sessions').set({ lastSeenAt: args.now }).where('id', '=', args.id));

const sessionsOfUserRemoved = query((db, args: { userId: string }) => db.deleteFrom('user_sessions').where('userId', '=', args.userId));

const otherSessionsOfUserRemoved = query((db, args: { userId: string; except: string }) =>
  db.deleteFrom('user_sessions').where('userId', '=', args.userId).where('id', '<>', args.except),
);

/** Past their absolute lifetime, or idle since `idleSince`. */
const expiredSessionsRemoved = query((db, args: { now: Date; idleSince: Date }) =>
  db.deleteFrom('user_sessions').where((eb) => eb.or([eb('expiresAt', '<=', args.now), eb('lastSeenAt', '<=', args.idleSince)])),
);

/** The Koa context of a route (typed through the kernel, so this package needs no Koa types of its own). */
export type HttpContext = RouteRequest['ctx'];

export const SESSION_COOKIE = 'svc_session';
/** `last_seen_at` is written at most once a minute per session, not on every request... */
const TOUCH_INTERVAL_MAX_MS = 60_000;

export interface SessionSettings {
  idleSeconds: number;
  maxAgeSeconds: number;
  /** Secure cookies when the public URL is https. */
  secureCookies: boolean;
}

export interface ActiveSession {
  /** The stored handle (a SHA-256 of the cookie value), never the cookie value itself. */
  handle: string;
  method: string;
  user: UserRecord;
}

function handleOf(token: string): string {
  return hash('sha256', token, 'hex');
}

/**
 * Server-side sessions behind the `svc_session` cookie: idle and absolute expiry, destroyed on logout, and gone
 * with their user. Other login methods (OIDC, passkeys) open sessions through `open` after proving the identity.
 */
export class SessionService {
  private readonly database: Database;
  private readonly clock: Clock;
  private readonly settings: SessionSettings;
  private readonly touchIntervalMs: number;

  constructor(deps: { database: Database; clock: Clock; settings: SessionSettings }) {
    this.database = deps.database;
    this.clock = deps.clock;
    this.settings = deps.settings;
    // ...and well within the idle timeout: a session in use must never look idle because its last use went unwritten.
    this.touchIntervalMs = Math.min(TOUCH_INTERVAL_MAX_MS, (deps.settings.idleSeconds * 1000) / 4);
  }

  /** Creates a session for `user` and sets the cookie on the response. `method` names how the user logged in. */
  async open(ctx: HttpContext, em: EntityManager, user: UserRecord, method: string): Promise<void> {
    // A new login never reuses or keeps the session the browser had before (no session fixation).
    const previous = ctx.cookies.get(SESSION_COOKIE);
    if (previous) await this.database.queries.run(sessionRemoved, { id: handleOf(previous) }, em);
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    em.create(Session, {
      id: handleOf(token),
      userId: user.id,
      method,
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + this.settings.maxAgeSeconds * 1000),
      clientIp: ctx.ip.slice(0, 64) || null,
      userAgent: ctx.get('user-agent').slice(0, 512) || null,
    });
    await em.flush();
    this.writeCookie(ctx, token, this.settings.maxAgeSeconds);
  }

  /**
   * The live session behind a cookie value, or null (unknown, idle too long, or past its absolute lifetime). A use
   * of the session marks it as seen unless `touch` is false.
   */
  async find(token: string, options: { touch?: boolean } = {}): Promise<ActiveSession | null> {
    const em = this.database.fork();
    const session = await em.findOne(Session, { id: handleOf(token) });
    if (!session) return null;
    const now = this.clock.now();
    if (session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + this.settings.idleSeconds * 1000 <= now) {
      await this.database.queries.run(sessionRemoved, { id: session.id });
      return null;
    }
    const user = await em.findOne(User, { id: session.userId });
    if (user?.status !== 'active') return null;
    if (options.touch !== false && now - session.lastSeenAt.getTime() >= this.touchIntervalMs) {
      await this.database.queries.run(sessionSeen, { id: session.id, now: new Date(now) });
    }
    return { handle: session.id, method: session.method, user };
  }

  /** Logout: the session is deleted server-side and the cookie cleared. */
  async close(ctx: HttpContext): Promise<boolean> {
    const token = ctx.cookies.get(SESSION_COOKIE);
    this.writeCookie(ctx, '', 0);
    if (!token) return false;
    return (await this.database.queries.run(sessionRemoved, { id: handleOf(token) })) > 0;
  }

  /**
   * Ends every session of a user (password reset by an operator, removal), or every one but `except` (the user
   * changed their own password: the device they did it from stays logged in).
   */
  closeAllFor(em: EntityManager, userId: string, except: string | null = null): Promise<number> {
    return except
      ? this.database.queries.run(otherSessionsOfUserRemoved, { userId, except }, em)
      : this.database.queries.run(sessionsOfUserRemoved, { userId }, em);
  }

  /** Housekeeping: expired rows are also removed on sight, this catches the ones nobody presents again. */
  purgeExpired(): Promise<number> {
    const now = this.clock.now();
    return this.database.queries.run(expiredSessionsRemoved, { now: new Date(now), idleSince: new Date(now - this.settings.idleSeconds * 1000) });
  }

  private writeCookie(ctx: HttpContext, value: string, maxAgeSeconds: number): void {
    // Behind a TLS-terminating proxy the hop to us is plain HTTP; the cookie must still be marked Secure.
    if (this.settings.secureCookies) ctx.cookies.secure = true;
    ctx.cookies.set(SESSION_COOKIE, value === '' ? null : value, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.settings.secureCookies,
      path: '/',
      overwrite: true,
      ...(maxAgeSeconds > 0 ? { maxAge: maxAgeSeconds * 1000 } : {}),
    });
  }
}
