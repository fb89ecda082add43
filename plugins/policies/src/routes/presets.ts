import { z } from 'zod';
import { listResponse, pageOf, pagingQuery, type PluginApi } from '@portcullis/core';
import { presetSummary } from '../presets/catalog.ts';

const presetSummarySchema = z.object({ name: z.string(), title: z.string(), description: z.string(), rule_keys: z.array(z.string()) });

export function presetRoutes(api: PluginApi<unknown>): void {
  api.route({
    method: 'GET', path: '/api/policies/presets', access: 'viewer', tags: ['policies'], summary: 'The preset catalogue.',
    query: pagingQuery, response: listResponse(presetSummarySchema),
    handler: (request) => {
      const presets = request.resolve('policyPresets');
      return pageOf(presets.names().map((name) => presetSummary(presets.require(name))), request.query);
    },
  });

  api.route({
    method: 'GET', path: '/api/policies/presets/{name}', access: 'viewer', tags: ['policies'], summary: 'One preset with its rules.',
    params: z.object({ name: z.string().min(1).max(63) }),
    handler: (request) => {
      const preset = request.resolve('policyPresets').require(request.params.name);
      return { ...presetSummary(preset), rules: preset.rules };
    },
  });
}
