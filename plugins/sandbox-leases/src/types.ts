import type { LeaseAction, LeaseSource } from './entities.ts';

interface SandboxOf {
  gateway: string;
  workspace: string;
  sandbox: string;
}

declare module '@portcullis/core' {
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
