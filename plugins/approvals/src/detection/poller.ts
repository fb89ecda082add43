import type { Logger } from '@portcullis/core';
import type { GatewayRecord, GatewayRegistry, GatewayScope } from '@portcullis/plugin-gateways';
import type { ChunkStore } from '../chunks/store.ts';
import { mapLimited } from '../limited.ts';
import type { DraftGateway } from '../upstream/drafts.ts';
import type { ChunkObserver } from './observer.ts';

const READY = new Set(['SANDBOX_PHASE_READY', 'READY']);

/**
 * The `approvals.poll` task (contract §d: chunks must be polled, nothing pushes them): for every registered gateway
 * that is not known to be unreachable, every running sandbox's pending chunks go through the observer. A gateway
 * that fails is skipped until the next cycle; failures raise no events (the health monitor reports gateways).
 */
export class ApprovalPoller {
  private readonly deps: { registry: GatewayRegistry; drafts: DraftGateway; chunks: ChunkStore; observer: ChunkObserver; logger: Logger; concurrency: number };

  constructor(deps: ApprovalPoller['deps']) {
    this.deps = deps;
  }

  async runCycle(signal: AbortSignal): Promise<void> {
    const gateways = (await this.deps.registry.list()).filter((gateway) => gateway.status !== 'unreachable');
    await mapLimited(gateways, this.deps.concurrency, (gateway) => this.pollGateway(gateway, signal), signal);
  }

  private async pollGateway(gateway: GatewayRecord, signal: AbortSignal): Promise<void> {
    const workspaces = new Set([gateway.defaultWorkspace, ...await this.deps.chunks.workspacesOf(gateway.name)]);
    for (const workspace of workspaces) {
      if (signal.aborted) return;
      try {
        await this.pollWorkspace({ gateway, workspace }, signal);
      } catch (error) {
        this.deps.logger.debug({ err: error, gateway: gateway.name, workspace }, 'approval poll skipped a gateway workspace');
      }
    }
  }

  private async pollWorkspace(scope: GatewayScope, signal: AbortSignal): Promise<void> {
    const running = (await this.deps.drafts.sandboxes(scope, signal))
      .filter((sandbox) => READY.has(String(sandbox.status?.phase ?? '')))
      .map((sandbox) => sandbox.metadata?.name ?? '')
      .filter((name) => name !== '');
    const results = await mapLimited(running, this.deps.concurrency, async (sandbox) => {
      const chunks = await this.deps.drafts.chunks(scope, sandbox, 'pending', signal);
      await this.deps.observer.observe(scope, sandbox, chunks);
    }, signal);
    results.forEach((result, index) => {
      if (!result.ok) this.deps.logger.debug({ err: result.error, gateway: scope.gateway.name, sandbox: running[index] }, 'approval poll skipped a sandbox');
    });
  }
}
