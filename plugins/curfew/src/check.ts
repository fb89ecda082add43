import type { Logger } from '@portcullis/core';
import type { GatewayRegistry } from '@portcullis/plugin-gateways';
import { type KillSwitch, refKey, type SandboxRef } from '@portcullis/plugin-kill-switch';
import type { Sandboxes } from '@portcullis/plugin-sandboxes';
import type { CurfewEntity } from './entity.ts';
import { dailyWindow } from './json.ts';
import type { CurfewStore } from './store.ts';
import { windowAt } from './zone-time.ts';

const CURFEW = 'curfew';

/**
 * The curfew check (a global task every SERVICE_CURFEW_CHECK_INTERVAL seconds). Stateless on purpose: inside an
 * enabled curfew's window every sandbox of the gateway that the curfew does not hold yet is engaged (at the start,
 * and sandboxes created during the window at the next check); outside it every switch the curfew holds is
 * released, which lifts only the curfew's hold: a manual or budget switch stays. A check that missed a window's
 * start (the service was down) engages late; one that missed its end releases late.
 */
export class CurfewCheck {
  private readonly deps: {
    store: CurfewStore;
    registry: GatewayRegistry;
    sandboxes: Sandboxes;
    killSwitch: KillSwitch;
    clock: { now(): number };
    logger: Logger;
  };

  constructor(deps: CurfewCheck['deps']) {
    this.deps = deps;
  }

  async run(signal: AbortSignal): Promise<void> {
    const now = this.deps.clock.now();
    for (const curfew of await this.deps.store.all()) {
      if (signal.aborted) return;
      const inWindow = curfew.enabled && windowAt(dailyWindow(curfew), now) !== null;
      try {
        await (inWindow ? this.enforce(curfew, signal) : this.lift(curfew.gateway));
      } catch (error) {
        this.deps.logger.warn({ err: error, gateway: curfew.gateway }, 'curfew check of a gateway failed; retried at the next check');
      }
    }
  }

  private async enforce(curfew: CurfewEntity, signal: AbortSignal): Promise<void> {
    const gateway = await this.deps.registry.find(curfew.gateway);
    if (!gateway) return;
    const held = new Set((await this.deps.killSwitch.forGateway(gateway.name)).filter((record) => record.holders.includes(CURFEW)).map(refKey));
    const { sandboxes } = await this.deps.sandboxes.fetchEveryWorkspace(gateway, signal);
    for (const sandbox of sandboxes) {
      const ref: SandboxRef = { gateway: gateway.name, workspace: sandbox.workspace, sandbox: sandbox.name };
      if (signal.aborted) return;
      if (held.has(refKey(ref)) || sandbox.phase === 'DELETING') continue;
      await this.deps.killSwitch
        .engage(ref, CURFEW)
        .catch((error: unknown) => this.deps.logger.warn({ err: error, ...ref }, "curfew could not engage a sandbox's kill switch yet"));
    }
  }

  private async lift(gateway: string): Promise<void> {
    for (const record of await this.deps.killSwitch.forGateway(gateway)) {
      if (!record.holders.includes(CURFEW)) continue;
      await this.deps.killSwitch
        .release(record, CURFEW)
        .catch((error: unknown) =>
          this.deps.logger.warn({ err: error, gateway, sandbox: record.sandbox }, "curfew could not release a sandbox's kill switch yet"),
        );
    }
  }
}
