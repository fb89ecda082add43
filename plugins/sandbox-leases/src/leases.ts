import { isProblem, Problem, problems } from '@portcullis/core';
import type { GatewayScope } from '@portcullis/plugin-gateways';
import type { Sandboxes } from '@portcullis/plugin-sandboxes';
import type { LeaseAction } from './entities.ts';
import { type LeaseBody, type LeaseJson, leaseJson, type PolicyView, TTL_LIMIT_SECONDS } from './json.ts';
import type { LeaseStore, LeaseTerms } from './lease-store.ts';
import type { LeasePolicyStore } from './policy-store.ts';
import type { SandboxRef } from './ref.ts';

function refIn(scope: GatewayScope, sandbox: string): SandboxRef {
  return { gateway: scope.gateway.name, workspace: scope.workspace, sandbox };
}

/** 400 naming the gateway's limit: nothing is stored. */
function beyondMaximum(ttlSeconds: number, policy: PolicyView): Problem {
  return new Problem(400, 'LEASE_TOO_LONG', {
    detail: `A lease of ${ttlSeconds} seconds is beyond gateway ${policy.gateway}'s max_ttl_seconds of ${policy.maxTtlSeconds}.`,
    extensions: { max_ttl_seconds: policy.maxTtlSeconds },
  });
}

function checkMaximum(ttlSeconds: number, policy: PolicyView): void {
  if (policy.maxTtlSeconds !== null && ttlSeconds > policy.maxTtlSeconds) throw beyondMaximum(ttlSeconds, policy);
}

/** The terms of the gateway's default lease from `now`, or null when the gateway gives none. */
export function defaultTerms(policy: PolicyView, now: number): LeaseTerms | null {
  if (policy.defaultTtlSeconds === null) return null;
  return { action: policy.defaultAction, ttlSeconds: policy.defaultTtlSeconds, expiresAt: now + policy.defaultTtlSeconds * 1000 };
}

/**
 * The service of `sandboxLeasesRef`: what the routes and the fleet action do to a sandbox's lease, the gateway's policy
 * (its maximum, its default action) applied.
 */
export class Leases {
  private readonly deps: { store: LeaseStore; policies: LeasePolicyStore; sandboxes: Sandboxes; clock: { now(): number } };

  constructor(deps: Leases['deps']) {
    this.deps = deps;
  }

  /** The lease as JSON (404 LEASE_NOT_FOUND). */
  async get(scope: GatewayScope, sandbox: string): Promise<LeaseJson> {
    const ref = refIn(scope, sandbox);
    const lease = await this.deps.store.find(ref);
    if (!lease) throw notFound(ref);
    return leaseJson(lease, await this.deps.policies.of(ref.gateway), this.deps.clock.now());
  }

  /**
   * Sets the sandbox's lease from `ttl_seconds` or `expires_at` (400 beyond the gateway's maximum or in the past),
   * with the gateway's default action unless one is given; 404 SANDBOX_NOT_FOUND for a sandbox the gateway lacks.
   */
  async set(scope: GatewayScope, sandbox: string, body: LeaseBody, actor: string, signal?: AbortSignal): Promise<{ lease: LeaseJson; created: boolean }> {
    const ref = refIn(scope, sandbox);
    const policy = await this.deps.policies.of(ref.gateway);
    const terms = this.termsOf(body, policy);
    checkMaximum(terms.ttlSeconds, policy);
    await this.deps.sandboxes.fetch(scope, sandbox, signal);
    const { lease, created } = await this.deps.store.set(ref, terms, actor);
    return { lease: leaseJson(lease, policy, this.deps.clock.now()), created };
  }

  /**
   * Extends an active lease by `ttlSeconds` (default: the lease's own ttl) from its expiry (or from now, when that
   * has passed), never past now + the gateway's maximum; a `ttlSeconds` beyond the maximum is a 400.
   */
  async renew(scope: GatewayScope, sandbox: string, ttlSeconds: number | undefined, actor: string): Promise<LeaseJson> {
    const ref = refIn(scope, sandbox);
    const lease = await this.deps.store.find(ref);
    if (!lease) throw notFound(ref);
    if (lease.state !== 'active') throw problems.conflict('LEASE_ENDED', `The lease of sandbox ${ref.sandbox} has expired (${lease.state}); set a new one.`);
    const policy = await this.deps.policies.of(ref.gateway);
    const by = ttlSeconds ?? lease.ttlSeconds;
    if (ttlSeconds !== undefined) checkMaximum(ttlSeconds, policy);
    const now = this.deps.clock.now();
    const wanted = Math.max(lease.expiresAt, now) + by * 1000;
    const ceiling = policy.maxTtlSeconds === null ? wanted : now + policy.maxTtlSeconds * 1000;
    const expiresAt = Math.min(wanted, ceiling);
    const renewed = await this.deps.store.renew(lease, expiresAt, actor, { by_seconds: by, capped: expiresAt < wanted });
    return leaseJson(renewed, policy, now);
  }

  /** Removes the lease (404 LEASE_NOT_FOUND; 409 while its action is under way). */
  async remove(scope: GatewayScope, sandbox: string, actor: string): Promise<void> {
    const ref = refIn(scope, sandbox);
    if (!(await this.deps.store.remove(ref, actor))) throw notFound(ref);
  }

  /** Why `body` cannot be set on the gateway's sandboxes (beyond its maximum), or null (the fleet's dry run). */
  async refusal(gateway: string, body: LeaseBody): Promise<string | null> {
    try {
      const policy = await this.deps.policies.of(gateway);
      checkMaximum(this.termsOf(body, policy).ttlSeconds, policy);
      return null;
    } catch (error) {
      if (isProblem(error)) return error.detail;
      throw error;
    }
  }

  /** Gives a sandbox without a lease the gateway's default one; whether it did. */
  async applyDefault(ref: SandboxRef, reason: 'created' | 'adopted', policy?: PolicyView): Promise<boolean> {
    const terms = defaultTerms(policy ?? (await this.deps.policies.of(ref.gateway)), this.deps.clock.now());
    return terms !== null && this.deps.store.adopt(ref, terms, reason);
  }

  private termsOf(body: LeaseBody, policy: PolicyView): LeaseTerms {
    const now = this.deps.clock.now();
    const action: LeaseAction = body.action ?? policy.defaultAction;
    if (body.ttl_seconds !== undefined) return { action, ttlSeconds: body.ttl_seconds, expiresAt: now + body.ttl_seconds * 1000 };
    const expiresAt = Date.parse(body.expires_at!);
    if (expiresAt <= now) throw problems.validation([{ path: 'body.expires_at', message: 'must be in the future' }]);
    const ttlSeconds = Math.ceil((expiresAt - now) / 1000);
    // The same bound as ttl_seconds: the ttl is stored as a 32-bit integer, and a lease centuries ahead is a typo.
    if (ttlSeconds > TTL_LIMIT_SECONDS) throw problems.validation([{ path: 'body.expires_at', message: 'must be at most ten years ahead' }]);
    return { action, ttlSeconds, expiresAt };
  }
}

function notFound(ref: SandboxRef): Problem {
  return problems.notFound('LEASE_NOT_FOUND', `Sandbox ${ref.sandbox} has no lease.`);
}
