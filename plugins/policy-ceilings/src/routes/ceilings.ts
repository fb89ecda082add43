import { listResponse, type PluginApi, pageOf, pagingQuery, problems, reply } from '@portcullis/core';
import { gatewayParams } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import { ceilingBody } from '../ceilings/body.ts';
import { ceilingJson, ceilingJsonSchema } from '../ceilings/json.ts';
import { selectorSchema } from '../ceilings/selector.ts';

export const TAGS = ['policy-ceilings'];
export const BASE = '/api/gateways/{gw}/policy-ceiling';

/** `?sandbox_selector=`: which ceiling of the gateway; absent or empty: the gateway-wide one. */
export const selectorQuery = z.object({ sandbox_selector: selectorSchema.optional() });

export function ceilingRoutes(api: PluginApi<unknown>): void {
  api.route({
    method: 'GET',
    path: '/api/gateways/{gw}/policy-ceilings',
    access: 'viewer',
    tags: TAGS,
    summary: 'Every policy ceiling of the gateway (the gateway-wide one and those for label selectors).',
    params: gatewayParams,
    query: pagingQuery,
    response: listResponse(ceilingJsonSchema),
    handler: async (request) => {
      const gateway = await request.resolve('gatewayRegistry').require(request.params.gw);
      return pageOf((await request.resolve('policyCeilingStore').ofGateway(gateway.name)).map(ceilingJson), request.query);
    },
  });

  api.route({
    method: 'GET',
    path: BASE,
    access: 'viewer',
    tags: TAGS,
    summary: 'One policy ceiling: the gateway-wide one, or the one for `?sandbox_selector=key:value,...`.',
    params: gatewayParams,
    query: selectorQuery,
    response: ceilingJsonSchema,
    handler: async (request) => {
      const gateway = await request.resolve('gatewayRegistry').require(request.params.gw);
      const selector = request.query.sandbox_selector ?? '';
      const ceiling = await request.resolve('policyCeilingStore').find(gateway.name, selector);
      if (!ceiling) throw notFound(gateway.name, selector);
      return ceilingJson(ceiling);
    },
  });

  api.route({
    method: 'PUT',
    path: BASE,
    access: 'admin',
    tags: TAGS,
    summary: 'Set a policy ceiling: the most network access writes, presets and approvals may give the sandboxes it binds.',
    description: [
      'The body is a policy document (JSON, or YAML with Content-Type: application/yaml) of which `network_policies` counts, plus optional `sandbox_selector` (`key:value,...` of sandbox labels; absent: every sandbox of the gateway). One ceiling per selector: a PUT replaces the ceiling of its selector (201 when new, 200 when replaced). A sandbox is bound by every ceiling whose selector its labels match.',
      'A ceiling is read exactly, so it may not use what only narrows in ways the checker does not model: deny rules, endpoint `path` selectors, protocols other than rest and websocket (none: any traffic), L7 rules beyond a method and a path. Running sandboxes already beyond a tightened ceiling are listed by GET .../policy-ceiling/drift.',
    ].join(' '),
    params: gatewayParams,
    bodyTypes: ['json', 'yaml'],
    body: ceilingBody,
    response: ceilingJsonSchema,
    status: [200, 201],
    handler: async (request) => {
      const gateway = await request.resolve('gatewayRegistry').require(request.params.gw);
      const { selector, networkPolicies } = request.body;
      const { ceiling, created } = await request.resolve('policyCeilingStore').put(gateway.name, selector, networkPolicies, request.actor?.name ?? 'system');
      return reply(created ? 201 : 200, ceilingJson(ceiling));
    },
  });

  api.route({
    method: 'DELETE',
    path: BASE,
    access: 'admin',
    tags: TAGS,
    summary: 'Remove a policy ceiling: the gateway-wide one, or the one for `?sandbox_selector=`.',
    params: gatewayParams,
    query: selectorQuery,
    handler: async (request) => {
      const gateway = await request.resolve('gatewayRegistry').require(request.params.gw);
      const selector = request.query.sandbox_selector ?? '';
      const ceiling = await request.resolve('policyCeilingStore').remove(gateway.name, selector);
      if (!ceiling) throw notFound(gateway.name, selector);
      return undefined;
    },
  });
}

function notFound(gateway: string, selector: string) {
  return problems.notFound(
    'POLICY_CEILING_NOT_FOUND',
    selector ? `Gateway ${gateway} has no policy ceiling for sandboxes ${selector}.` : `Gateway ${gateway} has no gateway-wide policy ceiling.`,
  );
}
