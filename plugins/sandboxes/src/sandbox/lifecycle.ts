import type { AuditWriter, Clock, EventBus } from '@portcullis/core';
import type { GatewayApi, GatewaySandbox, GatewayScope } from '@portcullis/plugin-gateways';
import { awaitRemoval, type DeleteResult, type DeleteWork } from '../delete/operation.ts';
import type { SshSessions } from '../ssh/sessions.ts';
import type { MetadataStore } from './metadata-store.ts';
import { keyOf, type Sandboxes } from './sandboxes.ts';

interface Deps {
  gateways: GatewayApi;
  audit: AuditWriter;
  sandboxes: Sandboxes;
  metadata: MetadataStore;
  sshSessions: SshSessions;
  events: EventBus;
  clock: Clock;
  deleteTimeoutMs: number;
}

/**
 * Stop, start and delete of one sandbox, each audited write-ahead (exported as `sandboxLifecycle`: the REST routes
 * and fleet actions go through the same calls, so both leave the same audit rows and events). The gateway's refusals
 * (stop of a sandbox that is not running, start of one that is not stopped) are 409 GATEWAY_PRECONDITION_FAILED.
 */
export class SandboxLifecycle {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  /** Stops a running sandbox; answers the STOPPED snapshot. */
  stop(scope: GatewayScope, name: string, signal?: AbortSignal): Promise<GatewaySandbox> {
    return this.transition(scope, name, 'stop', signal);
  }

  /** Starts a stopped sandbox; usually answers STARTING (it runs once its supervisor reconnects). */
  start(scope: GatewayScope, name: string, signal?: AbortSignal): Promise<GatewaySandbox> {
    return this.transition(scope, name, 'start', signal);
  }

  /**
   * Asks the gateway to delete the sandbox and forgets what we kept about it; the gateway goes on deleting it
   * asynchronously (`untilDeleted` waits for that and announces `sandbox.deleted`).
   */
  async delete(scope: GatewayScope, name: string, signal?: AbortSignal): Promise<DeleteWork> {
    const sandbox = await this.deps.sandboxes.fetch(scope, name, signal);
    const key = keyOf(scope, name);
    const sandboxId = sandbox.id;
    await this.deps.audit.effect(
      {
        action: 'sandbox.delete',
        resourceType: 'sandbox',
        resourceId: key.name,
        gateway: key.gateway,
        detail: { workspace: key.workspace, sandbox_id: sandboxId },
      },
      () => this.deps.gateways.sandboxes.delete(scope, name, { signal }),
      {
        outcome: (deletion) => ({ deletion }),
        record: async (em) => {
          await this.deps.metadata.remove(em, key);
          await this.deps.sshSessions.forget(em, key);
        },
      },
    );
    return { scope, key, sandboxId, sandboxes: this.deps.sandboxes, events: this.deps.events, clock: this.deps.clock, timeoutMs: this.deps.deleteTimeoutMs };
  }

  /** Waits until the gateway no longer has the deleted sandbox, then emits `sandbox.deleted`. */
  untilDeleted(work: DeleteWork, signal: AbortSignal): Promise<DeleteResult> {
    return awaitRemoval(work, signal);
  }

  private transition(scope: GatewayScope, name: string, action: 'start' | 'stop', signal?: AbortSignal): Promise<GatewaySandbox> {
    const key = keyOf(scope, name);
    return this.deps.audit.effect(
      {
        action: `sandbox.${action}`,
        resourceType: 'sandbox',
        resourceId: key.name,
        gateway: key.gateway,
        detail: { workspace: key.workspace },
      },
      () => this.deps.gateways.sandboxes[action](scope, name, { signal }),
    );
  }
}
