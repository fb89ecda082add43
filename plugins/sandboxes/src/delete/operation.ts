import { type Clock, type EventBus, OperationFailure, type OperationHandle } from '@portcullis/core';
import type { GatewaySandbox, GatewayScope } from '@portcullis/plugin-gateways';
import type { SandboxKey } from '../sandbox/metadata-store.ts';
import { pollSandbox } from '../sandbox/poll.ts';
import type { Sandboxes } from '../sandbox/sandboxes.ts';

// Upstream deletes asynchronously (docs/openshell-0.0.md §g.3): DeleteSandbox answers at once while the sandbox stays
// DELETING until its driver has removed it (seconds on Docker, longer on Kubernetes). The delete operation is what
// waits.

export interface DeleteWork {
  scope: GatewayScope;
  key: SandboxKey;
  /** The upstream id of the sandbox that was deleted: a sandbox of the same name with another id is a new one. */
  sandboxId: string;
  sandboxes: Sandboxes;
  events: EventBus;
  clock: Clock;
  timeoutMs: number;
}

export interface DeleteResult {
  sandbox: string;
  id: string;
  deleted: true;
}

/** One look: true once the sandbox is gone; null while it is DELETING; a sandbox that stopped deleting fails. */
function removal(work: DeleteWork): (sandbox: GatewaySandbox | null) => true | null {
  return (sandbox) => {
    if (!sandbox || sandbox.id !== work.sandboxId) return true;
    const { phase } = sandbox;
    if (phase === 'DELETING') return null;
    throw new OperationFailure('SANDBOX_DELETE_FAILED', `Sandbox ${work.key.name} is no longer being deleted: the gateway shows it ${phase}.`);
  };
}

/** The delete operation: reports that it waits, then waits (`awaitRemoval`). */
export async function runDelete(work: DeleteWork, handle: OperationHandle): Promise<DeleteResult> {
  await handle.progress(10, `Sandbox ${work.key.name} is being deleted on gateway ${work.key.gateway}; waiting until it is gone`);
  return awaitRemoval(work, handle.signal);
}

/** Waits until the gateway no longer has the sandbox, then announces `sandbox.deleted`. */
export async function awaitRemoval(work: DeleteWork, signal: AbortSignal): Promise<DeleteResult> {
  await pollSandbox(
    work.scope,
    work.key.name,
    { sandboxes: work.sandboxes, clock: work.clock, timeoutMs: work.timeoutMs, signal },
    removal(work),
    () =>
      new OperationFailure(
        'SANDBOX_DELETE_TIMEOUT',
        `Sandbox ${work.key.name} was still being deleted after ${Math.round(work.timeoutMs / 1000)} s; the gateway goes on deleting it.`,
      ),
  );
  await work.events.emitNow('sandbox.deleted', { gateway: work.key.gateway, sandbox: work.key.name, workspace: work.key.workspace });
  return { sandbox: work.key.name, id: work.sandboxId, deleted: true };
}
