import type { PolicyOutcome } from '../upstream/drafts.ts';
import type { MoveDeps, SandboxTarget } from './context.ts';

export interface PolicyChange extends PolicyOutcome {
  previous_version: number;
}

/** Notes the revision before an upstream change that writes one, so the change can be announced with both. */
export async function changingPolicy(deps: MoveDeps, target: SandboxTarget, work: () => Promise<PolicyOutcome>): Promise<PolicyChange> {
  const previous = await deps.policies.latestVersion(target.scope, target.sandbox);
  return { ...(await work()), previous_version: previous };
}

/** Approvals and undos change the sandbox policy: `policy.updated` tells whoever watches policies. */
export function announcePolicyChange(deps: MoveDeps, target: SandboxTarget, change: PolicyChange, action: string): void {
  if (change.policy_version === 0 || change.policy_version === change.previous_version) return;
  deps.events.emit('policy.updated', {
    gateway: target.scope.gateway.name,
    sandbox: target.sandbox,
    workspace: target.scope.workspace,
    version: change.policy_version,
    previous_version: change.previous_version,
    change: action,
  });
}
