import { listResponse, type PluginApi, pageOf, pagingQueryShape, problems, reply } from '@portcullis/core';
import { labelRuleNameSchema } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import { requireKnownPresets } from '../optional-services.ts';
import type { PresetRuleEntity } from './entity.ts';
import { presetRuleBody, presetRuleJson, presetRuleJsonSchema } from './json.ts';
import type { PresetRuleStore } from './store.ts';

const TAGS = ['sandboxes', 'policies'];
const PATH = '/api/preset-rules/{name}';
const nameParams = z.object({ name: labelRuleNameSchema });

function notFound(name: string) {
  return problems.notFound('PRESET_RULE_NOT_FOUND', `There is no preset rule ${name}.`);
}

async function withApplied(store: PresetRuleStore, rule: PresetRuleEntity) {
  return presetRuleJson(rule, await store.applied(rule.name));
}

/** Registered only while the policies plugin is enabled: its preset service applies what the rules list. */
export function presetRuleRoutes(api: PluginApi<unknown>): void {
  api.route({
    method: 'GET',
    path: '/api/preset-rules',
    access: 'viewer',
    tags: TAGS,
    summary: 'Preset rules by name, each with what it has applied where.',
    query: z.object(pagingQueryShape),
    response: listResponse(presetRuleJsonSchema),
    handler: async (request) => {
      const store = request.resolve('sandboxPresetRules');
      return pageOf(await Promise.all((await store.all()).map((rule) => withApplied(store, rule))), request.query);
    },
  });

  api.route({
    method: 'GET',
    path: PATH,
    access: 'viewer',
    tags: TAGS,
    summary: 'One preset rule with what it has applied where.',
    params: nameParams,
    response: presetRuleJsonSchema,
    handler: async (request) => {
      const store = request.resolve('sandboxPresetRules');
      const rule = await store.find(request.params.name);
      if (!rule) throw notFound(request.params.name);
      return withApplied(store, rule);
    },
  });

  api.route({
    method: 'PUT',
    path: PATH,
    access: 'admin',
    tags: TAGS,
    summary: 'Set a preset rule: every sandbox whose gateway has the `gateways` labels and which has the `sandboxes` labels gets the `presets`.',
    description:
      'Each preset is applied once per sandbox through the preset service (audit row `policy.preset.apply`, `policy.updated`): to every running sandbox the rule selects now, to new ones once they run, and periodically to any missed. Presets are never removed by a rule, so one an operator removes by hand stays removed. 400 naming an unknown preset. 201 when created, 200 when replaced.',
    params: nameParams,
    body: presetRuleBody,
    response: presetRuleJsonSchema,
    status: [200, 201],
    handler: async (request) => {
      requireKnownPresets(request.body.presets, request.resolve('sandboxOptionalServices').presets);
      const store = request.resolve('sandboxPresetRules');
      const { rule, created } = await store.put(request.params.name, request.body, request.actor?.name ?? 'system');
      return reply(created ? 201 : 200, await withApplied(store, rule));
    },
  });

  api.route({
    method: 'DELETE',
    path: PATH,
    access: 'admin',
    tags: TAGS,
    summary: 'Remove a preset rule (the presets it applied stay in the policies).',
    params: nameParams,
    handler: async (request) => {
      if (!(await request.resolve('sandboxPresetRules').remove(request.params.name))) throw notFound(request.params.name);
      return undefined;
    },
  });
}
