import { isProblem } from '@portcullis/core';
import type { GatewayRegistry } from '@portcullis/plugin-gateways';
import { SANDBOX_NOT_FOUND, type Sandboxes, type SandboxLifecycle, stateOf } from '@portcullis/plugin-sandboxes';
import type { SandboxLeaseEntity } from './entities.ts';

/** What an expiry did: `failed` when the gateway refused (the refusal's code in `code`). */
export interface ActionResult {
  outcome: 'stopped' | 'deleted' | 'deletion_requested' | 'already_stopped' | 'gone' | 'failed';
  code?: string;
}

export interface ActionDeps {
  registry: GatewayRegistry;
  sandboxes: Sandboxes;
  lifecycle: SandboxLifecycle;
}

/**
 * Stops or deletes the lease's sandbox through the sandboxes plugin's lifecycle (its audit rows and events).
 * Idempotent, so that a claim recovered after a crash may run it again: the sandbox is read first, and one already
 * stopped, being deleted or gone is left alone. A refusal of the gateway (404, 409) is an outcome; any other failure
 * is thrown and the claim stays for the next check.
 */
export async function performLeaseAction(lease: SandboxLeaseEntity, deps: ActionDeps, signal: AbortSignal): Promise<ActionResult> {
  const gateway = await deps.registry.find(lease.gateway);
  if (!gateway) return { outcome: 'gone' };
  const scope = { gateway, workspace: lease.workspace };
  try {
    const sandbox = await deps.sandboxes.fetch(scope, lease.sandbox, signal);
    const state = stateOf(sandbox.phase);
    if (state === 'deleting') return { outcome: 'gone' };
    if (lease.action === 'stop') {
      if (state === 'stopped' || state === 'completed') return { outcome: 'already_stopped' };
      await deps.lifecycle.stop(scope, lease.sandbox, signal);
      return { outcome: 'stopped' };
    }
    const work = await deps.lifecycle.delete(scope, lease.sandbox, signal);
    // The gateway accepted the delete; waiting for the removal only decides whether `sandbox.deleted` is announced now.
    return await deps.lifecycle.untilDeleted(work, signal).then(
      () => ({ outcome: 'deleted' as const }),
      () => ({ outcome: 'deletion_requested' as const }),
    );
  } catch (error) {
    if (isProblem(error) && error.code === SANDBOX_NOT_FOUND) return { outcome: 'gone' };
    if (isProblem(error) && (error.status === 404 || error.status === 409)) return { outcome: 'failed', code: error.code };
    throw error;
  }
}
