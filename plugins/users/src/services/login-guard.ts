import type { EntityManager } from '@mikro-orm/core';
import { problems, SlidingWindowLimiter, type Clock, type Database, type Metrics } from '@portcullis/core';
import { LoginThrottle } from '../entities/login-throttle.ts';

export type LoginResult = 'success' | 'failure' | 'locked' | 'rate_limited';

export interface LoginGuardSettings {
  rateLimit: number;
  rateWindowSeconds: number;
  lockoutThreshold: number;
  lockoutSeconds: number;
}

/**
 * Brute-force defences of the password login: a per-address sliding window over failed attempts (429
 * RATE_LIMITED) and a per-email lockout after consecutive failures (429 ACCOUNT_LOCKED). The lockout is kept in
 * the database so that it holds across restarts and replicas; the address window is per process.
 */
export class LoginGuard {
  private readonly database: Database;
  private readonly clock: Clock;
  private readonly settings: LoginGuardSettings;
  private readonly addresses: SlidingWindowLimiter;
  private readonly metrics: Metrics;
  private readonly attempts: ReturnType<Metrics['counter']>;

  constructor(deps: { database: Database; clock: Clock; metrics: Metrics; settings: LoginGuardSettings }) {
    this.database = deps.database;
    this.clock = deps.clock;
    this.settings = deps.settings;
    this.metrics = deps.metrics;
    this.addresses = new SlidingWindowLimiter({ limit: deps.settings.rateLimit, windowMs: deps.settings.rateWindowSeconds * 1000, now: () => deps.clock.now() });
    this.attempts = deps.metrics.counter('login_attempts_total', 'Password login attempts by result (success, failure, locked, rate_limited).', ['result']);
  }

  count(result: LoginResult): void {
    this.attempts.inc({ result });
  }

  /** Refuses the attempt when this address already failed too often in the window. */
  checkAddress(ip: string): void {
    const retryAfter = this.addresses.retryAfter(ip);
    if (retryAfter === 0) return;
    this.count('rate_limited');
    this.metrics.rateLimited.inc({ limiter: 'login' });
    throw problems.tooManyRequests('RATE_LIMITED', retryAfter, 'Too many failed logins from this address; try again later.');
  }

  /** Seconds until the email may try again (0: not locked). Checked before any password is looked at. */
  async lockedSeconds(em: EntityManager, email: string): Promise<number> {
    const row = await em.findOne(LoginThrottle, { email });
    const remaining = row?.lockedUntil ? row.lockedUntil.getTime() - this.clock.now() : 0;
    return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
  }

  lockedProblem(seconds: number) {
    this.count('locked');
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return problems.tooManyRequests('ACCOUNT_LOCKED', seconds,
      `This account is locked after ${this.settings.lockoutThreshold} failed logins in a row; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }

  /** Counts a failure against the address and the email; the threshold-th consecutive failure locks the email. */
  async recordFailure(em: EntityManager, email: string, ip: string): Promise<void> {
    this.addresses.hit(ip);
    this.count('failure');
    await this.database.lock(em, `login_throttle:${email}`);
    const now = this.clock.now();
    const windowMs = this.settings.lockoutSeconds * 1000;
    const row = await em.findOne(LoginThrottle, { email });
    if (!row) {
      em.create(LoginThrottle, { email, failures: 1, lastFailureAt: new Date(now), lockedUntil: this.lockFor(1, now) });
    } else {
      // Failures older than the lockout window are forgotten: the count is of consecutive recent failures.
      const failures = now - row.lastFailureAt.getTime() > windowMs ? 1 : row.failures + 1;
      row.failures = failures;
      row.lastFailureAt = new Date(now);
      row.lockedUntil = this.lockFor(failures, now) ?? row.lockedUntil;
    }
    await em.flush();
  }

  async recordSuccess(em: EntityManager, email: string): Promise<void> {
    this.count('success');
    await em.nativeDelete(LoginThrottle, { email });
  }

  /** Operators unlock an account (the create-admin command does). */
  unlock(em: EntityManager, email: string): Promise<number> {
    return em.nativeDelete(LoginThrottle, { email });
  }

  /** Housekeeping: rows whose failures are forgotten and whose lock has lifted. */
  purgeStale(): Promise<number> {
    const cutoff = new Date(this.clock.now() - this.settings.lockoutSeconds * 1000);
    return this.database.fork().nativeDelete(LoginThrottle, {
      lastFailureAt: { $lt: cutoff },
      $or: [{ lockedUntil: null }, { lockedUntil: { $lt: new Date(this.clock.now()) } }],
    });
  }

  private lockFor(failures: number, now: number): Date | null {
    return failures >= this.settings.lockoutThreshold ? new Date(now + this.settings.lockoutSeconds * 1000) : null;
  }
}
