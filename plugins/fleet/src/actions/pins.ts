import type { BindContext, SandboxAction } from '../target.ts';

// pin and unpin, through the policies plugin's `policyPins` (its audit rows; the pin blocks every write path).

export function pinAction({ resolve, actor }: BindContext, params: { reason: string; expiresAt: Date | null }): SandboxAction {
  return {
    precheck: async (target) => ((await resolve('policyPins').find(target.scope.gateway.name, target.sandbox.name)) ? 'already pinned' : null),
    run: async (target) => {
      const active = await resolve('policyGateway').active(target.scope, target.sandbox.name);
      await resolve('policyPins').pin({
        gateway: target.scope.gateway.name,
        sandbox: target.sandbox.name,
        reason: params.reason,
        expiresAt: params.expiresAt,
        pinnedBy: actor.name,
        pinnedVersion: active.active_version || null,
      });
      return null;
    },
  };
}

export function unpinAction({ resolve }: BindContext): SandboxAction {
  return {
    precheck: async (target) => ((await resolve('policyPins').find(target.scope.gateway.name, target.sandbox.name)) ? null : 'not pinned'),
    run: async (target) => {
      await resolve('policyPins').unpin(target.scope.gateway.name, target.sandbox.name);
      return null;
    },
  };
}
