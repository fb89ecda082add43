import { currentContext, type DeclarableKind, type DeclaredFields } from '@portcullis/core';
import { labelRuleNameSchema } from '@portcullis/plugin-gateways';
import type { z } from 'zod';
import { type PolicyPresets, requireKnownPresets } from '../optional-services.ts';
import { type PresetRuleBody, presetRuleBody, presetRuleFields } from './json.ts';
import type { PresetRuleStore } from './store.ts';

/**
 * Preset rules as a fleet document declares them (core's `declarableKinds`), by rule name: set and removed through
 * the same store methods as PUT and DELETE /api/preset-rules/{name}, with their audit rows and events (which start
 * the reconciliation).
 */
export function presetRulesKind(deps: { store: PresetRuleStore; presets: PolicyPresets }): DeclarableKind {
  return {
    kind: 'preset_rules',
    description: 'Preset rules by name: every sandbox on gateways with the `gateways` labels that has the `sandboxes` labels gets the `presets`, once each.',
    // After the policy ceilings (30), so that the presets a rule applies are judged against the declared ceilings.
    order: 45,
    name: labelRuleNameSchema,
    fields: presetRuleBody as unknown as z.ZodType<DeclaredFields>,
    secretFields: {},
    access: () => ({ role: 'admin', gateway: null }),
    async read() {
      return Object.fromEntries((await deps.store.all()).map((rule) => [rule.name, presetRuleFields(rule)]));
    },
    async refusal(change) {
      const unknown = ((change.desired as PresetRuleBody | null)?.presets ?? []).filter((preset) => !deps.presets.has(preset));
      return unknown.length > 0 ? `unknown preset ${unknown.join(', ')}` : null;
    },
    async apply(change) {
      if (change.action === 'delete') {
        await deps.store.remove(change.name);
        return;
      }
      const body = change.desired as PresetRuleBody;
      requireKnownPresets(body.presets, deps.presets);
      await deps.store.put(change.name, body, currentContext()?.actor?.name ?? 'system');
    },
  };
}
