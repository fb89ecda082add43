import type { Logger } from '@portcullis/core';
import type { GatewayRecord, GatewayRegistry, GatewayScope } from '@portcullis/plugin-gateways';
import type { ChunkStore } from '../chunks/store.ts';
import { mapLimited } from '../limited.ts';
import type { DraftGateway } from '../upstream/drafts.ts';
import type { ChunkObserver } from './observer.ts';

/**
 * The `approvals.poll` task (docs/openshell-0.0.md §d: chunks must be polled, nothing pushes them): for every
 * registered gateway this replica owns (a sharded task, docs/plugins.md) that is not known to be unreachable, every running sandbox's pending chunks go through the
 * observer. A gateway that fails is skipped until the next cycle; failures raise no events (the health monitor reports
 * gateways).
 */
export class ApprovalPoller {
  private readonly deps: { registry: GatewayRegistry; drafts: DraftGateway; chunks: ChunkStore; observer: ChunkObserver; logger: Logger; concurrency: number };
  /** Pending chunks per gateway as the last finished cycle saw them upstream, and when it finished. */
  private lastCycle: { finishedAt: number; pending: Map<string, number> } | null = null;

  constructor(deps: ApprovalPoller['deps']) {
    this.deps = deps;
  }

  async runCycle(signal: AbortSignal, owns: (gateway: string) => boolean = () => true): Promise<void> {
    const gateways = (await this.deps.registry.list()).filter((gateway) => gateway.status !== 'unreachable' && owns(gateway.name));
    const pending = new Map<string, number>();
    await mapLimited(gateways, this.deps.concurrency, (gateway) => this.pollGateway(gateway, pending, signal), signal);
    this.lastCycle = { finishedAt: Date.now(), pending };
  }

  /**
   * What the last cycle counted (portcullis_approvals_pending) for the gateways this replica owned, unless it is
   * older than `maxAgeMs`: on a replica that no longer runs the poll the figures would only grow stale.
   */
  pendingSeen(maxAgeMs: number): Map<string, number> {
    return this.lastCycle && Date.now() - this.lastCycle.finishedAt <= maxAgeMs ? this.lastCycle.pending : new Map();
  }

  private async pollGateway(gateway: GatewayRecord, pending: Map<string, number>, signal: AbortSignal): Promise<void> {
    const workspaces = new Set([gateway.defaultWorkspace, ...(await this.deps.chunks.workspacesOf(gateway.name))]);
    for (const workspace of workspaces) {
      if (signal.aborted) return;
      try {
        const seen = await this.pollWorkspace({ gateway, workspace }, signal);
        pending.set(gateway.name, (pending.get(gateway.name) ?? 0) + seen);
      } catch (error) {
        this.deps.logger.debug({ err: error, gateway: gateway.name, workspace }, 'approval poll skipped a gateway workspace');
      }
    }
  }

  /** Returns how many pending chunks the workspace's running sandboxes have. */
  private async pollWorkspace(scope: GatewayScope, signal: AbortSignal): Promise<number> {
    const running = (await this.deps.drafts.sandboxes(scope, signal))
      .filter((sandbox) => sandbox.phase === 'READY')
      .map((sandbox) => sandbox.name)
      .filter((name) => name !== '');
    const results = await mapLimited(
      running,
      this.deps.concurrency,
      async (sandbox) => {
        const chunks = await this.deps.drafts.chunks(scope, sandbox, 'pending', signal);
        await this.deps.observer.observe(scope, sandbox, chunks);
        return chunks.length;
      },
      signal,
    );
    let seen = 0;
    results.forEach((result, index) => {
      if (result.ok) seen += result.value;
      else this.deps.logger.debug({ err: result.error, gateway: scope.gateway.name, sandbox: running[index] }, 'approval poll skipped a sandbox');
    });
    return seen;
  }
}
