import { declarableKinds, type PluginApi } from '@portcullis/core';
import type { SandboxesConfig } from '../config.ts';
import type { PolicyPresets } from '../optional-services.ts';
import { presetRulesKind } from './declarable.ts';
import { PresetRuleReconciler } from './reconciler.ts';
import { presetRuleRoutes } from './routes.ts';
import { PresetRuleStore } from './store.ts';

/**
 * Preset rules, while the policies plugin is enabled. They live here rather than in the policies plugin because
 * they select by the labels this plugin keeps, and the policies plugin cannot depend on this one (this one
 * optionally depends on it); the presets themselves are applied through its preset service.
 */
export function presetRules(api: PluginApi<SandboxesConfig>): void {
  const presetsOf = (s: { sandboxOptionalServices: { presets: PolicyPresets | null } }) => s.sandboxOptionalServices.presets!;
  api.provide('sandboxPresetRules', (s) => new PresetRuleStore({ database: s.database, audit: s.audit, events: s.events, clock: s.clock }), { private: true });
  api.provide(
    'sandboxPresetRuleReconciler',
    (s) =>
      new PresetRuleReconciler({
        store: s.sandboxPresetRules,
        registry: s.gatewayRegistry,
        sandboxes: s.sandboxes,
        presets: presetsOf(s),
        clock: s.clock,
        readyTimeoutMs: api.config.ready_timeout_seconds * 1000,
        logger: api.logger,
      }),
    { private: true },
  );
  api.contributeWith(declarableKinds, (s) => presetRulesKind({ store: s.sandboxPresetRules, presets: presetsOf(s) }));
  api.on('sandbox.created', async (event, { resolve }) => {
    const { gateway, workspace, sandbox } = event.data;
    await resolve('sandboxPresetRuleReconciler').sandboxCreated({ gateway, workspace, sandbox }, AbortSignal.timeout(api.config.ready_timeout_seconds * 1000));
  });
  api.on('sandbox.preset_rule_updated', async (event, { resolve }) => {
    if (event.data.action === 'set') await resolve('sandboxPresetRuleReconciler').run(AbortSignal.timeout(api.config.ready_timeout_seconds * 1000), () => true);
  });
  api.on('gateway.unregistered', async (event, { resolve }) => {
    await resolve('sandboxPresetRules').removeGateway(event.data.gateway);
  });
  const intervalMs = api.config.preset_rules_interval_seconds * 1000;
  api.task({
    id: 'sandboxes.preset-rules',
    every: intervalMs,
    timeout: Math.max(intervalMs, 120_000),
    // Each replica reconciles the gateways it owns (docs/plugins.md, Tasks).
    scope: 'sharded',
    run: async ({ resolve, signal, shard }) => {
      await resolve('sandboxPresetRuleReconciler').run(signal, shard.owns);
    },
  });
  presetRuleRoutes(api);
}
