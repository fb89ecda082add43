import { z } from 'zod';
import type { PluginApi } from '@portcullis/core';
import { presetSummary } from '../presets/catalog.ts';

export function presetRoutes(api: PluginApi<unknown>): void {
  api.route({
    method: 'GET', path: '/api/policies/presets', access: 'viewer', tags: ['policies'], summary: 'The preset catalogue.',
    handler: (request) => {
      const presets = request.resolve('policyPresets');
      const items = presets.names().map((name) => presetSummary(presets.require(name)));
      return { items, total: items.length };
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
