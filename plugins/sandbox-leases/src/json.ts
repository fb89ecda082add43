import { z } from 'zod';
import { LEASE_ACTIONS, LEASE_SOURCES, LEASE_STATES, type LeaseAction, type SandboxLeaseEntity, type SandboxLeasePolicyEntity } from './entities.ts';

/** Ten years: a bound on every duration, so that instants stay far inside what JavaScript dates hold. */
export const TTL_LIMIT_SECONDS = 315_360_000;

const seconds = (min: number) =>
  z
    .number({ error: 'must be a number' })
    .int({ error: 'must be an integer' })
    .min(min, { error: `must be at least ${min}` })
    .max(TTL_LIMIT_SECONDS, { error: `must be at most ${TTL_LIMIT_SECONDS} (ten years)` });

const action = z.enum(LEASE_ACTIONS, { error: `must be one of ${LEASE_ACTIONS.join(', ')}` });

export const leaseBody = z
  .strictObject({
    ttl_seconds: seconds(1).optional(),
    expires_at: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 instant such as 2026-12-01T18:00:00Z' }).optional(),
    action: action.optional(),
  })
  .refine((body) => (body.ttl_seconds === undefined) !== (body.expires_at === undefined), {
    path: ['ttl_seconds'],
    error: 'give either ttl_seconds or expires_at',
  });

export type LeaseBody = z.output<typeof leaseBody>;

export const renewBody = z.strictObject({ ttl_seconds: seconds(1).optional() }).optional();

export const policyBody = z
  .strictObject({
    default_ttl_seconds: seconds(1).nullable().default(null),
    max_ttl_seconds: seconds(1).nullable().default(null),
    default_action: action.default('stop'),
    warn_before_seconds: seconds(0).default(300),
  })
  .refine((body) => body.default_ttl_seconds === null || body.max_ttl_seconds === null || body.default_ttl_seconds <= body.max_ttl_seconds, {
    path: ['default_ttl_seconds'],
    error: 'must be at most max_ttl_seconds',
  });

export type PolicyBody = z.output<typeof policyBody>;

export const leaseJsonSchema = z.object({
  gateway: z.string(),
  workspace: z.string(),
  sandbox: z.string(),
  action: z.enum(LEASE_ACTIONS),
  ttl_seconds: z.number().int(),
  expires_at: z.string(),
  /** Whole seconds until expires_at, 0 once it has passed. */
  seconds_left: z.number().int(),
  renewals: z.number().int(),
  state: z.enum(LEASE_STATES),
  source: z.enum(LEASE_SOURCES),
  /** `sandbox.expiring` has fired for this expiry. */
  warned: z.boolean(),
  /** What the expiry did (stopped, deleted, already_stopped, gone, failed); null before. */
  outcome: z.string().nullable(),
  ended_at: z.string().nullable(),
  /** The gateway's longest lease; null without a limit. */
  max_ttl_seconds: z.number().int().nullable(),
  updated_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type LeaseJson = z.output<typeof leaseJsonSchema>;

const iso = (ms: number) => new Date(ms).toISOString();

export function leaseJson(lease: SandboxLeaseEntity, policy: PolicyView, now: number): LeaseJson {
  return {
    gateway: lease.gateway,
    workspace: lease.workspace,
    sandbox: lease.sandbox,
    action: lease.action,
    ttl_seconds: lease.ttlSeconds,
    expires_at: iso(lease.expiresAt),
    seconds_left: Math.max(0, Math.ceil((lease.expiresAt - now) / 1000)),
    renewals: lease.renewals,
    state: lease.state,
    source: lease.source,
    warned: lease.warnedAt !== null && lease.warnedAt !== undefined,
    outcome: lease.outcome ?? null,
    ended_at: lease.endedAt ? iso(lease.endedAt) : null,
    max_ttl_seconds: policy.maxTtlSeconds,
    updated_by: lease.updatedBy,
    created_at: iso(lease.createdAt),
    updated_at: iso(lease.updatedAt),
  };
}

/** A gateway's policy, or the defaults of a gateway that has none. */
export interface PolicyView {
  gateway: string;
  defaultTtlSeconds: number | null;
  maxTtlSeconds: number | null;
  defaultAction: LeaseAction;
  warnBeforeSeconds: number;
  configured: boolean;
  updatedBy: string | null;
  updatedAt: number | null;
}

export const DEFAULT_WARN_BEFORE_SECONDS = 300;

export function policyView(gateway: string, policy: SandboxLeasePolicyEntity | null): PolicyView {
  if (!policy) {
    return {
      gateway,
      defaultTtlSeconds: null,
      maxTtlSeconds: null,
      defaultAction: 'stop',
      warnBeforeSeconds: DEFAULT_WARN_BEFORE_SECONDS,
      configured: false,
      updatedBy: null,
      updatedAt: null,
    };
  }
  return {
    gateway,
    defaultTtlSeconds: policy.defaultTtlSeconds ?? null,
    maxTtlSeconds: policy.maxTtlSeconds ?? null,
    defaultAction: policy.defaultAction,
    warnBeforeSeconds: policy.warnBeforeSeconds,
    configured: true,
    updatedBy: policy.updatedBy,
    updatedAt: policy.updatedAt,
  };
}

export const policyJsonSchema = z.object({
  gateway: z.string(),
  default_ttl_seconds: z.number().int().nullable(),
  max_ttl_seconds: z.number().int().nullable(),
  default_action: z.enum(LEASE_ACTIONS),
  warn_before_seconds: z.number().int(),
  /** false: the gateway has no policy and these are the defaults. */
  configured: z.boolean(),
  updated_by: z.string().nullable(),
  updated_at: z.string().nullable(),
});

export type PolicyJson = z.output<typeof policyJsonSchema>;

export function policyJson(policy: PolicyView): PolicyJson {
  return {
    gateway: policy.gateway,
    default_ttl_seconds: policy.defaultTtlSeconds,
    max_ttl_seconds: policy.maxTtlSeconds,
    default_action: policy.defaultAction,
    warn_before_seconds: policy.warnBeforeSeconds,
    configured: policy.configured,
    updated_by: policy.updatedBy,
    updated_at: policy.updatedAt === null ? null : iso(policy.updatedAt),
  };
}
