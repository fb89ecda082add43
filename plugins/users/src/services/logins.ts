import type { EntityManager } from '@mikro-orm/core';
import { type AuditInput, type AuditWriter, type Database, isProblem, problems, type Role, type RoleResolver, type RouteRequest } from '@portcullis/core';
import type { UserRecord } from '../entities/user.ts';
import type { Change, IdentityEvents } from './identity-events.ts';
import type { LoginGuard, LoginTicket } from './login-guard.ts';
import type { SessionService } from './sessions.ts';
import type { ExternalIdentity, UserDirectory } from './user-directory.ts';

type AnyRequest = RouteRequest<unknown, unknown, unknown>;

/** What a provider (OIDC, SAML, LDAP, a trusted proxy) vouches for about the person it authenticated. */
export interface VouchedIdentity {
  /** Lower-cased by the caller; the account is found (or created) by it. */
  email: string;
  /**
   * The provider's stable identity of this person, linked to the account (`oidc_provider`, `oidc_sub`) and found by
   * first. Absent for a source that vouches only for an email (a proxy).
   */
  external?: ExternalIdentity;
  /** false when the provider says it has not verified the email: never linked to an existing account then. */
  emailVerified?: boolean;
  displayName?: string | null;
  /**
   * The global role the provider's claims map to, applied at every login (a demotion too). Absent when the
   * provider does not decide roles: new accounts get the default role (SERVICE_OIDC_DEFAULT_ROLE), existing ones
   * keep theirs.
   */
  role?: Role;
  /**
   * Without `role`: the global role of an account this login creates. Default SERVICE_OIDC_DEFAULT_ROLE; null
   * creates it without a role of its own, so that its groups decide (a proxy vouching for groups that carry roles).
   */
  initialRole?: Role | null;
}

/** What a login method proved: control of a known account (password, passkey), or an identity a provider vouches for. */
export type LoginProof = { method: string; detail?: Record<string, unknown> } & ({ user: UserRecord } | { identity: VouchedIdentity });

export type AccountOutcome = 'existing' | 'linked' | 'created';

export interface SignedIn {
  user: UserRecord;
  outcome: AccountOutcome;
  /** The effective global role the new session has (what login answers show). */
  role: Role | null;
}

export interface LoginFailure {
  method: string;
  /** Who tried, when known: the failure then also counts towards that account's lock. */
  email?: string | null;
  userId?: string | null;
  /** Short, machine-readable (`bad_signature`, `counter_mismatch`, ...); goes into the audit row. */
  reason: string;
}

/** The password login's extras: its pre-counted attempt and the password (for re-hashing with newer parameters). */
interface PasswordExtras {
  ticket: LoginTicket;
  password: string;
}

/** An account as a login found or made it, and what that did (audit rows written, events to emit after commit). */
interface SettledAccount {
  user: UserRecord;
  outcome: AccountOutcome;
  change: Change | null;
}

/**
 * The one path every login method takes from a proven identity to a session: the same lockout and per-address
 * limits as password logins, the account resolution of the spec (linked identity, then same email, then a new
 * account with the default role), role mapping re-applied at every login, the svc_session cookie, the `user.login`
 * audit row and the identity events. A new method (SAML, LDAP, ...) proves who someone is in its own routes and
 * calls `signIn`; nothing here or in the kernel changes for it.
 */
export class LoginService {
  private readonly database: Database;
  private readonly audit: AuditWriter;
  private readonly users: UserDirectory;
  private readonly sessions: SessionService;
  private readonly guard: LoginGuard;
  private readonly events: IdentityEvents;
  private readonly resolver: RoleResolver;
  /** SERVICE_OIDC_DEFAULT_ROLE: what a method's role mapping falls back to when nothing maps. */
  readonly defaultRole: Role;

  constructor(deps: {
    database: Database;
    audit: AuditWriter;
    users: UserDirectory;
    sessions: SessionService;
    guard: LoginGuard;
    events: IdentityEvents;
    resolver: RoleResolver;
    defaultRole: Role;
  }) {
    this.database = deps.database;
    this.audit = deps.audit;
    this.users = deps.users;
    this.sessions = deps.sessions;
    this.guard = deps.guard;
    this.events = deps.events;
    this.resolver = deps.resolver;
    this.defaultRole = deps.defaultRole;
  }

  /**
   * Logs the proven identity in: 429 while its address or account is blocked, the account found, linked or
   * created, then a new session (cookie on the response) and the `user.login` row, all in one transaction. A
   * refusal (an account linked to another identity, the last admin demoted by a role mapping, ...) is audited as a
   * failed login and thrown; nothing is stored then.
   */
  signIn(request: AnyRequest, proof: LoginProof): Promise<SignedIn> {
    return this.complete(request, proof, null);
  }

  /** The password login: its attempt was counted before the password was checked (see LoginGuard.admit). */
  signInWithPassword(request: AnyRequest, user: UserRecord, extras: PasswordExtras): Promise<SignedIn> {
    return this.complete(request, { method: 'password', user }, extras);
  }

  /**
   * A failed proof (a bad passkey signature, a cloned authenticator, ...): counted against the address and the
   * account like a wrong password, and audited as `user.login_failed`.
   */
  async refused(request: AnyRequest, failure: LoginFailure): Promise<void> {
    await this.guard.recordFailure(failure.email ?? null, request.clientIp);
    await this.appendAlone({
      action: 'user.login_failed',
      resourceType: 'user',
      resourceId: failure.userId ?? null,
      actor: ANONYMOUS,
      detail: { email: failure.email ?? null, method: failure.method, reason: failure.reason },
    });
  }

  /**
   * The account behind a vouched identity, for methods that authenticate every request on their own and keep no
   * session (identity headers from a proxy): found, linked or created as at a login, without a session or a
   * `user.login` row. The common case (the account exists and nothing changes) writes nothing.
   */
  async account(method: string, identity: VouchedIdentity): Promise<UserRecord> {
    const known = await this.unchangedAccount(identity);
    if (known) return known;
    const settled = await this.database.transaction(async (em) => {
      const account = await this.settle(em, method, identity);
      this.announce(method, account);
      return account;
    });
    return settled.user;
  }

  private async complete(request: AnyRequest, proof: LoginProof, password: PasswordExtras | null): Promise<SignedIn> {
    const email = 'user' in proof ? proof.user.email : proof.identity.email;
    if (!password) await this.refuseWhileBlocked(request, proof.method, email);
    let settled: SettledAccount;
    try {
      settled = await this.database.transaction(async (em) => {
        const account = 'user' in proof ? await this.provenAccount(em, proof.user) : await this.settle(em, proof.method, proof.identity);
        if (password) await this.guard.succeeded(em, password.ticket);
        else await this.guard.forgetFailures(em, account.user.email);
        await this.users.recordLogin(em, account.user, password?.password ?? null);
        await this.sessions.open(request.ctx, em, account.user, proof.method);
        await this.audit.append(em, {
          action: 'user.login',
          resourceType: 'user',
          resourceId: account.user.id,
          actor: { name: account.user.email, type: 'user' },
          detail: { ...proof.detail, email: account.user.email, method: proof.method },
        });
        this.announce(proof.method, account);
        return account;
      });
    } catch (error) {
      if (isProblem(error)) await this.auditRefusal(proof.method, email, error.code.toLowerCase());
      throw error;
    }
    return { user: settled.user, outcome: settled.outcome, role: await this.globalRole(settled.user) };
  }

  /**
   * A user's effective global role, as every route would see it (null: no global role at all). Read after the
   * transaction has committed: on SQLite a read outside an open transaction would wait for it.
   */
  globalRole(user: UserRecord): Promise<Role | null> {
    return this.resolver.effectiveRole({ type: 'user', id: user.id, name: user.email, role: user.role ?? 'viewer', method: 'session' }, null);
  }

  private async refuseWhileBlocked(request: AnyRequest, method: string, email: string): Promise<void> {
    const refusal = await this.guard.refusal(email, request.clientIp);
    if (!refusal) return;
    if (refusal.outcome === 'locked') await this.auditRefusal(method, email, 'account_locked');
    throw this.guard.problemFor(refusal);
  }

  private async auditRefusal(method: string, email: string, reason: string): Promise<void> {
    await this.appendAlone({ action: 'user.login_failed', resourceType: 'user', actor: ANONYMOUS, detail: { email, method, reason } });
  }

  /** A refusal changes nothing of ours: its audit row commits on its own. */
  private async appendAlone(entry: AuditInput): Promise<void> {
    await this.database.transaction((em) => this.audit.append(em, entry));
  }

  /** An account a method proved control of, read again inside the transaction: it may have gone or been disabled. */
  private async provenAccount(em: EntityManager, user: UserRecord): Promise<SettledAccount> {
    const fresh = await this.users.findById(em, user.id);
    if (fresh?.status !== 'active') throw problems.unauthenticated('This account cannot log in.');
    return { user: fresh, outcome: 'existing', change: null };
  }

  /** Read without a transaction: the account exists, is active, linked as vouched and has the vouched role already. */
  private async unchangedAccount(identity: VouchedIdentity): Promise<UserRecord | null> {
    const em = this.database.fork();
    const user = identity.external ? await this.users.findByExternalIdentity(em, identity.external) : await this.users.findByEmail(em, identity.email);
    const current = user && user.status === 'active' && (identity.role === undefined || user.role === identity.role);
    return current ? user : null;
  }

  /**
   * The spec's account resolution: the account linked to this identity; else the account with the same email,
   * which gets linked (`<method>.link`); else a new account without a local password (`<method>.create`). Then
   * the vouched role, if any. Serialised per email so that two first logins at once create one account.
   */
  private async settle(em: EntityManager, method: string, identity: VouchedIdentity): Promise<SettledAccount> {
    await this.database.lock(em, `users.account:${identity.email}`);
    const found = await this.found(em, method, identity);
    const settled = found ?? (await this.created(em, method, identity));
    if (identity.role === undefined || settled.outcome === 'created' || settled.user.role === identity.role) return settled;
    return this.withRole(em, method, settled, identity.role);
  }

  private async found(em: EntityManager, method: string, identity: VouchedIdentity): Promise<SettledAccount | null> {
    if (identity.external) {
      const linked = await this.users.findByExternalIdentity(em, identity.external);
      if (linked) return { user: linked, outcome: 'existing', change: null };
    }
    const user = await this.users.findByEmail(em, identity.email);
    if (!user) return null;
    const status = user.status;
    if (!identity.external) {
      // A source that vouches for the email alone (a proxy) activates an invited account, as accepting the invite would.
      if (status !== 'active') await this.users.activate(em, user);
      return { user, outcome: 'existing', change: status !== 'active' ? { changed: ['status'], before: { status }, after: { status: user.status } } : null };
    }
    if (identity.emailVerified === false) {
      throw problems.conflict('EMAIL_NOT_VERIFIED', `The identity provider has not verified ${identity.email}; it cannot be linked to the existing account.`);
    }
    await this.users.linkExternalIdentity(em, user, identity.external);
    await this.audit.append(em, {
      action: `${method}.link`,
      resourceType: 'user',
      resourceId: user.id,
      actor: { name: user.email, type: 'user' },
      detail: { email: user.email, provider: identity.external.provider, subject: identity.external.subject },
    });
    const after = { oidc_provider: identity.external.provider, oidc_sub: identity.external.subject, status: user.status };
    const changed = ['oidc_identity', ...(status !== user.status ? ['status'] : [])];
    return { user, outcome: 'linked', change: { changed, before: { oidc_provider: null, oidc_sub: null, status }, after } };
  }

  private async created(em: EntityManager, method: string, identity: VouchedIdentity): Promise<SettledAccount> {
    const role = identity.role ?? (identity.initialRole === undefined ? this.defaultRole : identity.initialRole);
    const user = await this.users.create(em, {
      email: identity.email,
      role,
      displayName: identity.displayName ?? null,
      externalIdentity: identity.external ?? null,
    });
    await this.audit.append(em, {
      action: `${method}.create`,
      resourceType: 'user',
      resourceId: user.id,
      actor: { name: user.email, type: 'user' },
      detail: { email: user.email, role, ...(identity.external ? { provider: identity.external.provider, subject: identity.external.subject } : {}) },
    });
    return { user, outcome: 'created', change: null };
  }

  /** Role mapping at login: the provider's word, including a demotion; never the last admin away. */
  private async withRole(em: EntityManager, method: string, settled: SettledAccount, role: Role): Promise<SettledAccount> {
    const { user } = settled;
    const before = user.role ?? null;
    await this.users.keepingAnAdmin(em, () => this.users.update(em, user, { role }));
    await this.audit.append(em, {
      action: 'user.update',
      resourceType: 'user',
      resourceId: user.id,
      actor: { name: user.email, type: 'user' },
      detail: { email: user.email, before: { role: before }, after: { role }, source: method },
    });
    const change = settled.change ?? { changed: [], before: {}, after: {} };
    return {
      ...settled,
      change: { changed: [...change.changed, 'role'], before: { ...change.before, role: before }, after: { ...change.after, role } },
    };
  }

  /** Emitted in the transaction that settled the account (its events commit with it). */
  private announce(method: string, settled: SettledAccount): void {
    if (settled.outcome === 'created') this.events.userCreated(settled.user, method, settled.user.email);
    else if (settled.change) this.events.userUpdated(settled.user, settled.change, settled.user.email);
  }
}

/** Who failed to log in is not known yet: such rows name an anonymous caller. */
export const ANONYMOUS = { name: 'anonymous', type: 'system' } as const;
