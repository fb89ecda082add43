import type { Clock, Logger } from '@portcullis/core';
import { type GatewayRegistry, type GatewayScope, ruleSelects, ruleSelectsGateway } from '@portcullis/plugin-gateways';
import { waitUntilRunning } from '../create/readiness.ts';
import type { PolicyPresets } from '../optional-services.ts';
import type { LabelledSandbox, Sandboxes } from '../sandbox/sandboxes.ts';
import type { PresetRuleEntity } from './entity.ts';
import type { PresetRuleStore } from './store.ts';

interface Deps {
  store: PresetRuleStore;
  registry: GatewayRegistry;
  sandboxes: Sandboxes;
  presets: PolicyPresets;
  clock: Clock;
  readyTimeoutMs: number;
  logger: Logger;
}

/**
 * Brings sandboxes up to their preset rules (plugins/sandboxes/README.md, "Preset rules"): each preset a matching
 * rule lists is applied once per sandbox through the policies plugin's preset service (its audit row and event),
 * and recorded; nothing is ever removed. Runs for a new sandbox once it runs, for every sandbox after a rule is
 * set, and periodically as the fallback for sandboxes created elsewhere or missed.
 */
export class PresetRuleReconciler {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  /** A sandbox created through us: once it runs, the presets of every rule that selects it. */
  async sandboxCreated(ref: { gateway: string; workspace: string; sandbox: string }, signal: AbortSignal): Promise<void> {
    const gateway = await this.deps.registry.require(ref.gateway);
    const rules = (await this.deps.store.all()).filter((rule) => ruleSelectsGateway(rule, gateway.labels));
    if (rules.length === 0) return;
    const scope = { gateway, workspace: ref.workspace };
    const options = { sandboxes: this.deps.sandboxes, clock: this.deps.clock, timeoutMs: this.deps.readyTimeoutMs, signal };
    const running = await waitUntilRunning(scope, ref.sandbox, options);
    const { labels } = await this.deps.sandboxes.view(scope, running);
    await this.reconcile(rules, scope, { workspace: ref.workspace, name: ref.sandbox, id: running.id, running: true, labels });
  }

  /** Every running sandbox of the gateways this replica owns (`owns`). A gateway that cannot be listed waits for the next run. */
  async run(signal: AbortSignal, owns: (gateway: string) => boolean): Promise<void> {
    const rules = await this.deps.store.all();
    if (rules.length === 0) return;
    for (const gateway of await this.deps.registry.list()) {
      if (signal.aborted) return;
      const selecting = rules.filter((rule) => ruleSelectsGateway(rule, gateway.labels));
      if (!owns(gateway.name) || selecting.length === 0) continue;
      for (const sandbox of await this.deps.sandboxes.labelledIfReachable(gateway, this.deps.logger, signal)) {
        if (sandbox.running) await this.reconcile(selecting, { gateway, workspace: sandbox.workspace }, sandbox);
      }
    }
  }

  private async reconcile(rules: PresetRuleEntity[], scope: GatewayScope, sandbox: LabelledSandbox): Promise<void> {
    const key = { gateway: scope.gateway.name, workspace: sandbox.workspace, sandbox: sandbox.name, sandboxId: sandbox.id };
    const done = await this.deps.store.appliedTo(key);
    for (const rule of rules) {
      if (!ruleSelects(rule, scope.gateway.labels, sandbox.labels)) continue;
      for (const preset of rule.presets) {
        // A preset the catalogue no longer has is skipped rather than retried forever.
        if (done.has(preset) || !this.deps.presets.has(preset)) continue;
        done.add(preset);
        const target = { rule: rule.name, preset, ...key };
        if (!(await this.deps.store.claim(target))) continue;
        try {
          await this.deps.presets.apply(scope, sandbox.name, preset);
        } catch (error) {
          await this.deps.store.release(target);
          this.deps.logger.warn(
            { err: error, gateway: key.gateway, sandbox: sandbox.name, preset, rule: rule.name },
            'preset rule: the preset could not be applied yet',
          );
          continue;
        }
        await this.deps.store.confirm(target);
      }
    }
  }
}
