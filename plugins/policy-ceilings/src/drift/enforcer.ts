import type { Logger } from '@portcullis/core';
import type { GatewayRecord, GatewayRegistry } from '@portcullis/plugin-gateways';
import { type KillSwitch, type Owner, refKey } from '@portcullis/plugin-kill-switch';
import type { CeilingStore } from '../ceilings/store.ts';
import type { DriftReport } from './report.ts';

export type DriftAction = 'report' | 'kill_switch';

const CEILING: Owner = 'ceiling';

/**
 * The background drift check (SERVICE_POLICY_CEILING_DRIFT_ACTION=kill_switch): a sandbox whose policy in force
 * exceeds a ceiling that binds it gets its kill switch engaged (owner `ceiling`: its providers are detached), and
 * the ceiling's hold is released once its policy is within again, or the gateway has no ceiling any more. Undecided
 * sandboxes are only reported. With `report` the check only releases holds an earlier `kill_switch` left.
 */
export class DriftEnforcer {
  private readonly deps: { registry: GatewayRegistry; store: CeilingStore; report: DriftReport; killSwitch: KillSwitch; action: DriftAction; logger: Logger };

  constructor(deps: DriftEnforcer['deps']) {
    this.deps = deps;
  }

  async run(signal: AbortSignal): Promise<void> {
    for (const gateway of await this.deps.registry.list()) {
      if (signal.aborted) return;
      try {
        await this.enforce(gateway, signal);
      } catch (error) {
        this.deps.logger.warn({ err: error, gateway: gateway.name }, 'policy ceiling drift check of a gateway failed; retried at the next check');
      }
    }
  }

  private async enforce(gateway: GatewayRecord, signal: AbortSignal): Promise<void> {
    const { killSwitch, logger } = this.deps;
    const held = (await killSwitch.forGateway(gateway.name)).filter((record) => record.holders.includes(CEILING));
    const enforcing = this.deps.action === 'kill_switch' && (await this.deps.store.ofGateway(gateway.name)).length > 0;
    const drift = enforcing ? await this.deps.report.ofGateway(gateway, signal) : { drifting: [], within: [], errors: [] };
    if (drift.errors.length > 0)
      logger.warn(
        { gateway: gateway.name, failures: drift.errors.length, err: drift.errors[0] },
        'some sandboxes could not be checked for policy ceiling drift',
      );
    const heldKeys = new Set(held.map(refKey));
    for (const item of drift.drifting) {
      const ref = { gateway: gateway.name, workspace: item.workspace, sandbox: item.sandbox };
      if (item.undecided || heldKeys.has(refKey(ref))) continue;
      await killSwitch
        .engage(ref, CEILING)
        .catch((error: unknown) => logger.warn({ err: error, ...ref }, 'could not engage the kill switch of a sandbox that exceeds its policy ceiling'));
    }
    const within = new Set(drift.within.map(refKey));
    for (const record of held) {
      if (enforcing && !within.has(refKey(record))) continue;
      await killSwitch
        .release(record, CEILING)
        .catch((error: unknown) =>
          logger.warn({ err: error, gateway: gateway.name, sandbox: record.sandbox }, "could not release a policy ceiling's kill switch hold"),
        );
    }
  }
}
