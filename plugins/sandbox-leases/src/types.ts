import type { LeaseAction, LeaseSource } from './entities.ts';
import type { LeaseExpiry } from './expiry.ts';
import type { LeaseStore } from './lease-store.ts';
import type { Leases } from './leases.ts';
import type { LeasePolicyStore } from './policy-store.ts';

interface SandboxOf {
  gateway: string;
  workspace: string;
  sandbox: string;
}

declare module '@portcullis/core' {
  interface ServiceMap {
    /** Leases of sandboxes: get, set, renew, remove, the gateway's default (exported: the fleet's set_lease uses it). */
    sandboxLeases: Leases;
    /** Private to the sandbox-leases plugin. */
    sandboxLeaseStore: LeaseStore;
    sandboxLeasePolicies: LeasePolicyStore;
    sandboxLeaseExpiry: LeaseExpiry;
  }

  interface EventMap {
    'lease.set': SandboxOf & { action: LeaseAction; expires_at: string; source: LeaseSource };
    'lease.renewed': SandboxOf & { expires_at: string; renewals: number };
    'lease.removed': SandboxOf;
    'lease_policy.set': {
      gateway: string;
      default_ttl_seconds: number | null;
      max_ttl_seconds: number | null;
      default_action: LeaseAction;
      warn_before_seconds: number;
    };
    'sandbox.expiring': SandboxOf & { action: LeaseAction; expires_at: string; seconds_left: number };
    'sandbox.expired': SandboxOf & { action: LeaseAction; outcome: string };
  }
}
