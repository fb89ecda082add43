import { type PluginApi, pageOf, pagingQueryShape, problems } from '@portcullis/core';
import { gatewayParams, resolveGatewayScope, sandboxNameSchema, workspaceQueryShape } from '@portcullis/plugin-gateways';
import { policyDocumentSchema, rulesOf } from '@portcullis/plugin-policies';
import { z } from 'zod';
import { driftItemSchema, verdictSchema } from '../ceilings/json.ts';
import { ceilingUndecided } from '../ceilings/refusals.ts';
import { selectorSchema } from '../ceilings/selector.ts';
import { Undecided } from '../containment/search.ts';
import { BASE, TAGS } from './ceilings.ts';

export function judgementRoutes(api: PluginApi<unknown>): void {
  api.route({
    method: 'POST',
    path: `${BASE}/check`,
    access: 'viewer',
    tags: TAGS,
    problems: [422, 429, 503],
    summary: 'Whether a policy document stays within a ceiling, with the requests it would allow that the ceiling does not.',
    description:
      "The document (JSON, or YAML with Content-Type: application/yaml) is judged as a whole policy: its network_policies. Against the ceilings that bind `?sandbox=` (by its labels), or the one ceiling of `?sandbox_selector=`, or, without either, the gateway-wide ceiling; no such ceiling: `within` true. Each counterexample is a request (host, port, binary, private address, method and path; method and path null for an uninspected connection) one of the document's rules allows and the ceiling does not, at most one per endpoint and twenty in all. Nothing is stored. 422 POLICY_CEILING_UNDECIDED when the patterns are too intricate to decide within the check's fixed budget (the same document always gets the same answer). The check runs off the event loop, a few at a time per caller: 429 CONCURRENCY_LIMITED beyond that, 503 when every worker is busy or the check ran out of time (both with Retry-After).",
    params: gatewayParams,
    query: z.object({ ...workspaceQueryShape, sandbox: sandboxNameSchema.optional(), sandbox_selector: selectorSchema.optional() }),
    bodyTypes: ['json', 'yaml'],
    body: policyDocumentSchema,
    response: verdictSchema,
    handler: async (request) => {
      const { sandbox, sandbox_selector: selector } = request.query;
      if (sandbox !== undefined && selector !== undefined) {
        throw problems.validation([{ path: 'query.sandbox_selector', message: 'give ?sandbox= or ?sandbox_selector=, not both' }]);
      }
      const scope = await resolveGatewayScope(request);
      const judge = request.resolve('policyCeilings');
      const ceilings =
        sandbox !== undefined
          ? await judge.applicable(scope, sandbox)
          : [await request.resolve('policyCeilingStore').find(scope.gateway.name, selector ?? '')].filter((ceiling) => ceiling !== null);
      if (selector && ceilings.length === 0)
        throw problems.notFound('POLICY_CEILING_NOT_FOUND', `Gateway ${scope.gateway.name} has no policy ceiling for sandboxes ${selector}.`);
      try {
        return await judge.judge(ceilings, rulesOf(request.body));
      } catch (error) {
        if (error instanceof Undecided) throw ceilingUndecided(sandbox ?? null);
        throw error;
      }
    },
  });

  api.route({
    method: 'GET',
    path: `${BASE}/drift`,
    access: 'viewer',
    tags: TAGS,
    summary: 'Running sandboxes whose policy in force already exceeds a ceiling that binds them (after a ceiling was tightened), with their counterexamples.',
    description:
      "Every running sandbox of the workspace (`?workspace=`, default the gateway's) is read from the gateway and judged; `checked` is how many were. `undecided` items could not be shown to be within. With SERVICE_POLICY_CEILING_DRIFT_ACTION=kill_switch a background check also engages their kill switches.",
    params: gatewayParams,
    query: z.object({ ...workspaceQueryShape, ...pagingQueryShape }),
    response: z.object({ items: z.array(driftItemSchema), total: z.number().int(), checked: z.number().int() }),
    handler: async (request) => {
      const { items, checked } = await request.resolve('policyCeilingDrift').ofWorkspace(await resolveGatewayScope(request), request.signal);
      return { ...pageOf(items, request.query), checked };
    },
  });
}
