import type { SandboxState } from '@portcullis/plugin-sandboxes';
import type { BindContext, SandboxAction, SandboxTarget } from '../target.ts';

// stop, start and delete, through the sandboxes plugin's `sandboxLifecycle` (its audit rows, its `sandbox.deleted`).
// A target already where the action would take it is skipped, which makes a re-run change nothing. The gateway calls
// are not handed the cancel signal: a target that has started finishes (bounded by the gateway call deadline), so
// its outcome is known rather than `unknown`; only the wait for a deletion stops early.

function stateRule(wanted: SandboxState, already: SandboxState, verb: string): (target: SandboxTarget) => Promise<string | null> {
  return async ({ sandbox }) => {
    if (sandbox.state === wanted) return null;
    if (sandbox.state === already) return `already ${already === 'deleting' ? 'being deleted' : already}`;
    return `is ${sandbox.state}; only ${wanted} sandboxes ${verb}`;
  };
}

export function stopAction({ resolve }: BindContext): SandboxAction {
  return {
    precheck: stateRule('running', 'stopped', 'are stopped'),
    run: async (target) => {
      await resolve('sandboxLifecycle').stop(target.scope, target.sandbox.name);
      return null;
    },
  };
}

export function startAction({ resolve }: BindContext): SandboxAction {
  return {
    precheck: stateRule('stopped', 'running', 'are started'),
    run: async (target) => {
      await resolve('sandboxLifecycle').start(target.scope, target.sandbox.name);
      return null;
    },
  };
}

export function deleteAction({ resolve }: BindContext): SandboxAction {
  return {
    precheck: stateRule('stopped', 'deleting', 'are deleted'),
    run: async (target, signal) => {
      const lifecycle = resolve('sandboxLifecycle');
      const work = await lifecycle.delete(target.scope, target.sandbox.name);
      try {
        await lifecycle.untilDeleted(work, signal);
        return null;
      } catch (error) {
        // The gateway accepted the delete and goes on with it; only our wait was cut short.
        if (signal.aborted) return 'deletion requested; not waited for (cancelled)';
        throw error;
      }
    },
  };
}
