import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { type Clock, type Database, type Metrics, problems, type TablesOf, typedQueries } from '@portcullis/core';
import { LoginAddressAttempt } from '../entities/login-address-attempt.ts';
import { LoginThrottle, type LoginThrottleRecord } from '../entities/login-throttle.ts';

const query = typedQueries<TablesOf<typeof LoginAddressAttempt | typeof LoginThrottle>>();

/** The account's failures forgotten (and its lock lifted). */
const throttleRemoved = query((db, args: { email: string }) => db.deleteFrom('login_throttle').where('email', '=', args.email));

const attemptRemoved = query((db, args: { id: string }) => db.deleteFrom('login_address_attempts').where('id', '=', args.id));

const attemptsBeforeRemoved = query((db, args: { before: Date }) => db.deleteFrom('login_address_attempts').where('attemptedAt', '<=', args.before));

/** Accounts whose last failure is older than `failedBefore` and that are not locked at `now`. */
const forgottenThrottlesRemoved = query((db, args: { failedBefore: Date; now: Date }) =>
  db
    .deleteFrom('login_throttle')
    .where('lastFailureAt', '<', args.failedBefore)
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', args.now)])),
);

export interface LoginGuardSettings {
  rateLimit: number;
  rateWindowSeconds: number;
  lockoutThreshold: number;
  lockoutSeconds: number;
}

/** An attempt that may check its password: it already counts as a failure until `succeeded` says otherwise. */
export interface LoginTicket {
  email: string;
  attemptId: string;
}

/** Why a login may not be tried now: too many failures from the address, or the account is locked. */
export interface Refusal {
  outcome: 'locked' | 'rate_limited';
  retryAfterSeconds: number;
}

export type Admission = { outcome: 'admitted'; ticket: LoginTicket } | Refusal;

/** The column's width; longer "addresses" (from a forwarded header) are only ever garbage. */
const ADDRESS_LENGTH = 64;

/**
 * Brute-force defences of the password login: a per-address sliding window over failed attempts (429
 * RATE_LIMITED) and a per-email lockout after consecutive failures (429 ACCOUNT_LOCKED). Both live in the database,
 * so they hold across restarts and replicas, and both are counted *before* the password hash runs: an attempt
 * takes its slot in one short transaction (as a failure) and gives it back only when it succeeds. However many
 * attempts arrive at once, no more passwords are checked than the limits allow.
 */
export class LoginGuard {
  private readonly database: Database;
  private readonly clock: Clock;
  private readonly settings: LoginGuardSettings;
  private readonly metrics: Metrics;
  private readonly attempts: ReturnType<Metrics['counter']>;

  constructor(deps: { database: Database; clock: Clock; metrics: Metrics; settings: LoginGuardSettings }) {
    this.database = deps.database;
    this.clock = deps.clock;
    this.settings = deps.settings;
    this.metrics = deps.metrics;
    this.attempts = deps.metrics.counter('login_attempts_total', 'Login attempts (every method) by result (success, failure, locked, rate_limited).', [
      'result',
    ]);
  }

  /**
   * For methods whose proof cannot be guessed (a passkey signature, an identity provider's token): whether the
   * address or the account is blocked right now, without taking a slot. The limits are the password login's.
   */
  async refusal(email: string | null, clientAddress: string): Promise<Refusal | null> {
    const em = this.database.fork();
    const now = this.clock.now();
    const addressWait = await this.addressRetryAfter(em, clientAddress.slice(0, ADDRESS_LENGTH), now);
    if (addressWait > 0) return this.refuse('rate_limited', addressWait);
    const throttle = email ? await em.findOne(LoginThrottle, { email }) : null;
    const lockedFor = secondsUntil(throttle?.lockedUntil ?? null, now);
    return lockedFor > 0 ? this.refuse('locked', lockedFor) : null;
  }

  /** A failed proof of another method: counted against the address and (when known) the account, like a password. */
  recordFailure(email: string | null, clientAddress: string): Promise<void> {
    const address = clientAddress.slice(0, ADDRESS_LENGTH);
    this.failed();
    return this.database.transaction(async (em) => {
      await this.database.lock(em, `login:address:${address}`);
      if (email) {
        await this.database.lock(em, `login:email:${email}`);
        this.countFailure(em, email, await em.findOne(LoginThrottle, { email }), this.clock.now());
      }
      em.create(LoginAddressAttempt, { id: randomUUID(), address, attemptedAt: this.clock.date() });
      await em.flush();
    });
  }

  /** A successful login of another method: the account's failures are forgotten, as after a right password. */
  async forgetFailures(em: EntityManager, email: string): Promise<void> {
    this.attempts.inc({ result: 'success' });
    await this.database.queries.run(throttleRemoved, { email }, em);
  }

  /**
   * Takes a slot for one attempt, or says why there is none. The address limit is checked first, then the
   * account's lock; a refused attempt takes no slot.
   */
  admit(email: string, clientAddress: string): Promise<Admission> {
    const address = clientAddress.slice(0, ADDRESS_LENGTH);
    return this.database.transaction(async (em) => {
      // Always in this order (address, then email), so two attempts never wait for each other crosswise.
      await this.database.lock(em, `login:address:${address}`);
      await this.database.lock(em, `login:email:${email}`);
      const now = this.clock.now();
      const addressWait = await this.addressRetryAfter(em, address, now);
      if (addressWait > 0) return this.refuse('rate_limited', addressWait);
      const throttle = await em.findOne(LoginThrottle, { email });
      const lockedFor = secondsUntil(throttle?.lockedUntil ?? null, now);
      if (lockedFor > 0) return this.refuse('locked', lockedFor);
      this.countFailure(em, email, throttle, now);
      const attempt = em.create(LoginAddressAttempt, { id: randomUUID(), address, attemptedAt: new Date(now) });
      await em.flush();
      return { outcome: 'admitted', ticket: { email, attemptId: attempt.id } };
    });
  }

  /** The password was wrong (or the account cannot log in): the slot it took stays counted. */
  failed(): void {
    this.attempts.inc({ result: 'failure' });
  }

  /** The password was right: the attempt is not a failure after all, and the account's failures are forgotten. */
  async succeeded(em: EntityManager, ticket: LoginTicket): Promise<void> {
    this.attempts.inc({ result: 'success' });
    await this.database.queries.run(attemptRemoved, { id: ticket.attemptId }, em);
    await this.database.queries.run(throttleRemoved, { email: ticket.email }, em);
  }

  /** The 429 a refused attempt is answered with. */
  problemFor(refusal: Refusal) {
    return refusal.outcome === 'rate_limited' ? this.rateLimitedProblem(refusal.retryAfterSeconds) : this.lockedProblem(refusal.retryAfterSeconds);
  }

  private rateLimitedProblem(seconds: number) {
    return problems.tooManyRequests('RATE_LIMITED', seconds, 'Too many failed logins from this address; try again later.');
  }

  private lockedProblem(seconds: number) {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return problems.tooManyRequests(
      'ACCOUNT_LOCKED',
      seconds,
      `This account is locked after ${this.settings.lockoutThreshold} failed logins in a row; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }

  /** Operators unlock an account (the create-admin command does). */
  unlock(em: EntityManager, email: string): Promise<number> {
    return this.database.queries.run(throttleRemoved, { email }, em);
  }

  /** Housekeeping: attempts that left the address window, and accounts whose failures are forgotten and lock lifted. */
  async purgeStale(): Promise<number> {
    const now = this.clock.now();
    const attempts = await this.database.queries.run(attemptsBeforeRemoved, { before: new Date(now - this.settings.rateWindowSeconds * 1000) });
    const throttles = await this.database.queries.run(forgottenThrottlesRemoved, {
      failedBefore: new Date(now - this.settings.lockoutSeconds * 1000),
      now: new Date(now),
    });
    return attempts + throttles;
  }

  private refuse(outcome: Refusal['outcome'], retryAfterSeconds: number): Refusal {
    this.attempts.inc({ result: outcome });
    if (outcome === 'rate_limited') this.metrics.rateLimited.inc({ limiter: 'login' });
    return { outcome, retryAfterSeconds };
  }

  /** Seconds until the address may try again: the limit counts its attempts within the sliding window. */
  private async addressRetryAfter(em: EntityManager, address: string, now: number): Promise<number> {
    const windowMs = this.settings.rateWindowSeconds * 1000;
    const recent = await em.find(LoginAddressAttempt, { address, attemptedAt: { $gt: new Date(now - windowMs) } }, { orderBy: { attemptedAt: 'asc' } });
    if (recent.length < this.settings.rateLimit) return 0;
    // The slot that frees first is the one of the oldest attempt still within the limit.
    return secondsUntil(new Date(recent[recent.length - this.settings.rateLimit]!.attemptedAt.getTime() + windowMs), now);
  }

  /** Counts the attempt as the next consecutive failure; the threshold-th locks the account. */
  private countFailure(em: EntityManager, email: string, throttle: LoginThrottleRecord | null, now: number): void {
    // Failures older than the lockout window are forgotten: the count is of consecutive recent failures.
    const forgotten = !throttle || now - throttle.lastFailureAt.getTime() > this.settings.lockoutSeconds * 1000;
    const failures = forgotten ? 1 : throttle.failures + 1;
    const lockedUntil = failures >= this.settings.lockoutThreshold ? new Date(now + this.settings.lockoutSeconds * 1000) : null;
    if (!throttle) {
      em.create(LoginThrottle, { email, failures, lastFailureAt: new Date(now), lockedUntil });
      return;
    }
    throttle.failures = failures;
    throttle.lastFailureAt = new Date(now);
    throttle.lockedUntil = lockedUntil ?? throttle.lockedUntil;
  }
}

function secondsUntil(moment: Date | null, now: number): number {
  const remaining = moment ? moment.getTime() - now : 0;
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
}
