import type { SandboxRef } from '@portcullis/plugin-kill-switch';
import type { BindContext, SandboxAction, SandboxTarget } from '../target.ts';

// kill_switch_engage and kill_switch_resume, through the kill-switch plugin's `killSwitch` as an operator's hand
// (owner `manual`): its records, audit rows and `kill_switch.*` events.

function refOf(target: SandboxTarget): SandboxRef {
  return { gateway: target.scope.gateway.name, workspace: target.scope.workspace, sandbox: target.sandbox.name };
}

export function engageAction({ resolve }: BindContext): SandboxAction {
  return {
    precheck: async (target) => ((await resolve('killSwitch').status(refOf(target))).holders.includes('manual') ? 'kill switch already engaged by hand' : null),
    run: async (target) => {
      const status = await resolve('killSwitch').engage(refOf(target), 'manual');
      return `providers detached: ${status.providers.join(', ') || 'none'}`;
    },
  };
}

export function resumeAction({ resolve }: BindContext): SandboxAction {
  return {
    precheck: async (target) => ((await resolve('killSwitch').status(refOf(target))).state === 'released' ? 'kill switch not engaged' : null),
    run: async (target) => {
      await resolve('killSwitch').resume(refOf(target));
      return null;
    },
  };
}
