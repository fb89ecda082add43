import { type LeaseBody, sandboxLeasesRef } from '@portcullis/plugin-sandbox-leases';
import type { BindContext, SandboxAction } from '../target.ts';

// set_lease, through the sandbox-leases plugin's `sandboxLeasesRef` (its audit rows, `lease.set`): the same lease on every
// selected sandbox, each counted from the moment it is set. A lease beyond a gateway's max_ttl_seconds is skipped
// there, named in the reason, so that a dry run shows it.

export function setLeaseAction({ resolve, actor }: BindContext, params: LeaseBody): SandboxAction {
  return {
    precheck: async (target) => {
      if (target.sandbox.state === 'deleting') return 'already being deleted';
      return resolve(sandboxLeasesRef).refusal(target.scope.gateway.name, params);
    },
    run: async (target) => {
      const { lease } = await resolve(sandboxLeasesRef).set(target.scope, target.sandbox.name, params, actor.name);
      return `${lease.action} at ${lease.expires_at}`;
    },
  };
}
