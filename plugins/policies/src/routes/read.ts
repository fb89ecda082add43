import { answerJson, download, HANDLED, listResponse, type PluginApi, pagingQueryShape, problems } from '@portcullis/core';
import { resolveGatewayScope, workspaceQueryShape } from '@portcullis/plugin-gateways';
import { stringify } from 'yaml';
import { z } from 'zod';
import { diffPolicies, policyDiffSchema } from '../document/diff.ts';
import { readQuery, revisionSchema, sandboxParams } from './params.ts';

const BASE = '/api/gateways/{gw}/sandboxes/{name}';
const version = z.coerce.number().int().min(1);

export function readRoutes(api: PluginApi<unknown>): void {
  api.route({
    method: 'GET',
    path: `${BASE}/policy`,
    access: 'viewer',
    tags: ['policies'],
    summary: 'The active policy: the latest revision, its load status, and the document.',
    params: sandboxParams,
    query: readQuery,
    response: z.object({ active_version: z.number().int(), revision: revisionSchema.nullable(), policy: z.record(z.string(), z.unknown()) }),
    handler: async (request) => request.resolve('policyGateway').active(await resolveGatewayScope(request), request.params.name, request.signal),
  });

  api.route({
    method: 'GET',
    path: `${BASE}/policy/revisions`,
    access: 'viewer',
    tags: ['policies'],
    summary: 'Policy revisions, newest first (without documents).',
    params: sandboxParams,
    query: z.object({ ...workspaceQueryShape, ...pagingQueryShape }),
    response: listResponse(revisionSchema),
    handler: async (request) =>
      request.resolve('policyGateway').revisions(await resolveGatewayScope(request), request.params.name, request.query.limit, request.query.offset),
  });

  api.route({
    method: 'GET',
    path: `${BASE}/policy/diff`,
    access: 'viewer',
    tags: ['policies'],
    summary: 'A structured diff between two revisions: rules added, removed and changed; filesystem, process and landlock changes.',
    description: '`to` defaults to the latest revision and `from` to the one before it.',
    params: sandboxParams,
    query: z.object({ ...workspaceQueryShape, from: version.optional(), to: version.optional() }),
    response: policyDiffSchema.extend({ from: revisionSchema, to: revisionSchema }),
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const policies = request.resolve('policyGateway');
      const to = request.query.to ?? (await policies.latestVersion(scope, request.params.name));
      const from = request.query.from ?? to - 1;
      if (from < 1) throw problems.validation([{ path: 'query.from', message: 'there is no earlier revision to compare with' }]);
      const [before, after] = await Promise.all([policies.revision(scope, request.params.name, from), policies.revision(scope, request.params.name, to)]);
      return { from: before.revision, to: after.revision, ...diffPolicies(before.policy, after.policy) };
    },
  });

  api.route({
    method: 'GET',
    path: `${BASE}/export`,
    access: 'viewer',
    tags: ['policies'],
    summary: 'Export the active policy document as JSON or YAML (works while the policy is pinned).',
    params: sandboxParams,
    query: z.object({ ...workspaceQueryShape, format: z.enum(['json', 'yaml']).default('json') }),
    ...download('application/json', 'application/yaml'),
    handler: async (request) => {
      const active = await request.resolve('policyGateway').active(await resolveGatewayScope(request), request.params.name);
      const file = `${request.params.name}-policy-v${active.active_version}`;
      if (request.query.format === 'yaml') {
        request.ctx.type = 'application/yaml';
        request.ctx.body = stringify(active.policy);
      } else {
        request.ctx.type = 'application/json';
        answerJson(request.ctx, active.policy);
      }
      request.ctx.set('Content-Disposition', `attachment; filename="${file}.${request.query.format}"`);
      return HANDLED;
    },
  });
}
