import { type EffectReconciler, isProblem, type OrphanedIntent } from '@portcullis/core';
import type { GatewayRegistry, GatewaySandbox } from '@portcullis/plugin-gateways';
import { SANDBOX_NOT_FOUND, type Sandboxes } from './sandboxes.ts';

// After a crash, whether a create or delete reached the gateway is visible there: the sandbox exists or not.

interface Deps {
  registry: GatewayRegistry;
  sandboxes: Sandboxes;
}

/** The sandbox the intent was about, or null when the gateway has none of that name. */
async function lookUp(deps: Deps, intent: OrphanedIntent, signal: AbortSignal): Promise<GatewaySandbox | null> {
  const gateway = await deps.registry.require(intent.gateway ?? '');
  const workspace = typeof intent.detail.workspace === 'string' ? intent.detail.workspace : gateway.defaultWorkspace;
  try {
    return await deps.sandboxes.fetch({ gateway, workspace }, intent.resourceId ?? '', signal);
  } catch (error) {
    if (isProblem(error) && error.code === SANDBOX_NOT_FOUND) return null;
    throw error;
  }
}

/** A create happened when the sandbox exists. */
export function createReconciler(deps: Deps): EffectReconciler {
  return {
    action: 'sandbox.create',
    reconcile: async (intent, signal) => {
      const sandbox = await lookUp(deps, intent, signal);
      return sandbox ? { outcome: 'succeeded', detail: { sandbox_id: sandbox.id } } : { outcome: 'failed', detail: { error: SANDBOX_NOT_FOUND } };
    },
  };
}

/** A delete happened when the sandbox is gone or going. */
export function deleteReconciler(deps: Deps): EffectReconciler {
  return {
    action: 'sandbox.delete',
    reconcile: async (intent, signal) => {
      const sandbox = await lookUp(deps, intent, signal);
      const phase = sandbox ? sandbox.phase : null;
      return phase === null || phase === 'DELETING' ? { outcome: 'succeeded' } : { outcome: 'failed', detail: { phase } };
    },
  };
}
