import { defineEntity, p } from '@mikro-orm/core';

export const LEASE_ACTIONS = ['stop', 'delete'] as const;
export type LeaseAction = (typeof LEASE_ACTIONS)[number];

/** `active` until expiry; `expiring` once a check has claimed it (its action under way); `done` after the action. */
export const LEASE_STATES = ['active', 'expiring', 'done'] as const;
export type LeaseState = (typeof LEASE_STATES)[number];

/** `request`: set through the API or a fleet action; `policy`: the gateway's default, applied by the plugin. */
export const LEASE_SOURCES = ['request', 'policy'] as const;
export type LeaseSource = (typeof LEASE_SOURCES)[number];

/**
 * A sandbox's lease. Instants are epoch milliseconds (BIGINT on both databases) so that the conditional updates
 * the expiry relies on compare plain numbers.
 */
export const SandboxLease = defineEntity({
  name: 'SandboxLease',
  tableName: 'sandbox_leases',
  properties: {
    id: p.string().primary(),
    gateway: p.string(),
    workspace: p.string(),
    sandbox: p.string(),
    action: p.string().$type<LeaseAction>(),
    /** What a renewal without its own ttl extends by. */
    ttlSeconds: p.integer(),
    expiresAt: p.bigint('number'),
    renewals: p.integer(),
    state: p.string().$type<LeaseState>(),
    source: p.string().$type<LeaseSource>(),
    /** When `sandbox.expiring` fired for the current expiry (a renewal clears it). */
    warnedAt: p.bigint('number').nullable(),
    /** The instance that claimed the lease for its action, and how many claims there were (recoveries count). */
    claimedBy: p.string().nullable(),
    claimedAt: p.bigint('number').nullable(),
    attempts: p.integer(),
    outcome: p.string().nullable(),
    endedAt: p.bigint('number').nullable(),
    updatedBy: p.string(),
    createdAt: p.bigint('number'),
    updatedAt: p.bigint('number'),
  },
  uniques: [{ properties: ['gateway', 'workspace', 'sandbox'] }],
  // The check task's scan: leases in a state, by expiry.
  indexes: [{ name: 'sandbox_leases_due', properties: ['state', 'expiresAt'] }],
});

export type SandboxLeaseEntity = InstanceType<typeof SandboxLease.class>;

/** A gateway's lease policy: the default lease of sandboxes without one, the longest lease, the warning time. */
export const SandboxLeasePolicy = defineEntity({
  name: 'SandboxLeasePolicy',
  tableName: 'sandbox_lease_policies',
  properties: {
    gateway: p.string().primary(),
    defaultTtlSeconds: p.integer().nullable(),
    maxTtlSeconds: p.integer().nullable(),
    defaultAction: p.string().$type<LeaseAction>(),
    warnBeforeSeconds: p.integer(),
    updatedBy: p.string(),
    updatedAt: p.bigint('number'),
  },
});

export type SandboxLeasePolicyEntity = InstanceType<typeof SandboxLeasePolicy.class>;
