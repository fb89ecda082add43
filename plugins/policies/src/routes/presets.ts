import { listResponse, type PluginApi, pageOf, pagingQuery, pagingQueryShape } from '@portcullis/core';
import { resolveGatewayScope, workspaceQueryShape } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import { presetSummary } from '../presets/catalog.ts';
import { sandboxParams } from './params.ts';

const endpointSchema = z.object({ host: z.string(), port: z.number().int() });

export const contributionSchema = z.object({
  rule_key: z.string(),
  created: z.boolean(),
  binaries: z.array(z.string()),
  endpoints: z.array(endpointSchema),
});

const presetStateSchema = z.object({
  name: z.string(),
  title: z.string(),
  status: z.enum(['applied', 'partially_applied', 'not_applied']),
  covered: z.number().int(),
  total: z.number().int(),
  application: z
    .object({
      version: z.number().int(),
      applied_by: z.string(),
      applied_at: z.string(),
      contributions: z.array(contributionSchema),
    })
    .nullable(),
});

const STATUS_RULE =
  '`status` comes from the live policy, whoever put the rules there: `applied` when it allows every (endpoint, binary) pair of the preset, `partially_applied` when some, `not_applied` when none (`covered` of `total`). `application` is what Portcullis recorded when it applied the preset to this sandbox (what it added, rule by rule), or null.';

const presetSummarySchema = z.object({ name: z.string(), title: z.string(), description: z.string(), rule_keys: z.array(z.string()) });

export function presetRoutes(api: PluginApi<unknown>): void {
  api.route({
    method: 'GET',
    path: '/api/policies/presets',
    access: 'viewer',
    tags: ['policies'],
    summary: 'The preset catalogue.',
    query: pagingQuery,
    response: listResponse(presetSummarySchema),
    handler: (request) => {
      const presets = request.resolve('policyPresets');
      return pageOf(
        presets.names().map((name) => presetSummary(presets.require(name))),
        request.query,
      );
    },
  });

  api.route({
    method: 'GET',
    path: '/api/policies/presets/{name}',
    access: 'viewer',
    tags: ['policies'],
    summary: 'One preset with its rules.',
    params: z.object({ name: z.string().min(1).max(63) }),
    response: presetSummarySchema.extend({ rules: z.record(z.string(), z.unknown()) }),
    handler: (request) => {
      const preset = request.resolve('policyPresets').require(request.params.name);
      return { ...presetSummary(preset), rules: preset.rules };
    },
  });

  api.route({
    method: 'GET',
    path: '/api/gateways/{gw}/sandboxes/{name}/policy/presets',
    access: 'viewer',
    tags: ['policies'],
    summary: 'Every preset of the catalogue with its status on this sandbox.',
    description: STATUS_RULE,
    params: sandboxParams,
    query: z.object({ ...workspaceQueryShape, ...pagingQueryShape }),
    response: listResponse(presetStateSchema),
    handler: async (request) => {
      const states = await request.resolve('policyPresets').states(await resolveGatewayScope(request), request.params.name);
      return pageOf(states, request.query);
    },
  });

  api.route({
    method: 'GET',
    path: '/api/gateways/{gw}/sandboxes/{name}/policy/presets/{preset}',
    access: 'viewer',
    tags: ['policies'],
    summary: 'One preset with its status on this sandbox.',
    description: STATUS_RULE,
    params: sandboxParams.extend({ preset: z.string().min(1).max(63) }),
    query: z.object(workspaceQueryShape),
    response: presetStateSchema,
    handler: async (request) => {
      const presets = request.resolve('policyPresets');
      presets.require(request.params.preset);
      const states = await presets.states(await resolveGatewayScope(request), request.params.name);
      return states.find((state) => state.name === request.params.preset)!;
    },
  });
}
