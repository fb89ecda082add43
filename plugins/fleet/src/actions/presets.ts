import type { BindContext, SandboxAction, SandboxTarget } from '../target.ts';

// apply_preset and remove_preset, through the policies plugin's `policyPresets` (its write checks, such as policy
// ceilings, its audit rows and `policy.updated`). A pinned policy is skipped, as every write path refuses it.

async function pinned({ resolve }: BindContext, target: SandboxTarget): Promise<string | null> {
  const pin = await resolve('policyPins').find(target.scope.gateway.name, target.sandbox.name);
  return pin ? `policy pinned by ${pin.pinnedBy}: ${pin.reason}` : null;
}

async function presetStatus({ resolve }: BindContext, target: SandboxTarget, preset: string): Promise<{ status: string; recorded: boolean }> {
  const states = await resolve('policyPresets').states(target.scope, target.sandbox.name);
  const state = states.find((candidate) => candidate.name === preset)!;
  return { status: state.status, recorded: state.application !== null };
}

export function applyPresetAction(context: BindContext, preset: string): SandboxAction {
  return {
    precheck: async (target) => {
      const locked = await pinned(context, target);
      if (locked) return locked;
      return (await presetStatus(context, target, preset)).status === 'applied' ? `preset ${preset} already applied` : null;
    },
    run: async (target) => {
      const outcome = await context.resolve('policyPresets').apply(target.scope, target.sandbox.name, preset);
      return outcome.changed ? `policy version ${outcome.version}` : 'policy unchanged';
    },
  };
}

export function removePresetAction(context: BindContext, preset: string): SandboxAction {
  return {
    precheck: async (target) => {
      const locked = await pinned(context, target);
      if (locked) return locked;
      const { status, recorded } = await presetStatus(context, target, preset);
      return status === 'not_applied' && !recorded ? `preset ${preset} not applied` : null;
    },
    run: async (target) => {
      const outcome = await context.resolve('policyPresets').remove(target.scope, target.sandbox.name, preset);
      return `policy version ${outcome.version}`;
    },
  };
}
