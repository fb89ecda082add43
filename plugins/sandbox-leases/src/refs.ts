import { createServiceRef } from '@portcullis/core';
import type { LeaseExpiry } from './expiry.ts';
import type { LeaseStore } from './lease-store.ts';
import type { Leases } from './leases.ts';
import type { LeasePolicyStore } from './policy-store.ts';

// The one service other plugins use (the fleet's set_lease), by an exported ref; the others are the plugin's own,
// behind refs its package does not export (docs/plugins.md, "Services and dependencies").

/** Leases of sandboxes: get, set, renew, remove, the gateway's default. */
export const sandboxLeasesRef = createServiceRef<Leases>({ id: 'sandbox-leases.leases' });

export const leaseStoreRef = createServiceRef<LeaseStore>({ id: 'sandbox-leases.store' });
export const policyStoreRef = createServiceRef<LeasePolicyStore>({ id: 'sandbox-leases.policies' });
/** The check; tests reach its hooks through it. */
export const leaseExpiryRef = createServiceRef<LeaseExpiry>({ id: 'sandbox-leases.expiry' });
