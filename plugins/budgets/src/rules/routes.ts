import { listResponse, type PluginApi, pageOf, pagingQueryShape, problems, reply } from '@portcullis/core';
import { labelRuleNameSchema } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import { budgetRuleBody, budgetRuleJson, budgetRuleJsonSchema } from './json.ts';

const TAGS = ['budgets'];
const PATH = '/api/budget-rules/{name}';
const nameParams = z.object({ name: labelRuleNameSchema });

function notFound(name: string) {
  return problems.notFound('BUDGET_RULE_NOT_FOUND', `There is no budget rule ${name}.`);
}

export function budgetRuleRoutes(api: PluginApi<unknown>): void {
  api.route({
    method: 'GET',
    path: '/api/budget-rules',
    access: 'viewer',
    tags: TAGS,
    summary: 'Budget rules by name: the order in which the first matching one gives a sandbox without a budget of its own its budget.',
    query: z.object(pagingQueryShape),
    response: listResponse(budgetRuleJsonSchema),
    handler: async (request) => pageOf((await request.resolve('budgetRules').all()).map(budgetRuleJson), request.query),
  });

  api.route({
    method: 'GET',
    path: PATH,
    access: 'viewer',
    tags: TAGS,
    summary: 'One budget rule.',
    params: nameParams,
    response: budgetRuleJsonSchema,
    handler: async (request) => {
      const rule = await request.resolve('budgetRules').find(request.params.name);
      if (!rule) throw notFound(request.params.name);
      return budgetRuleJson(rule);
    },
  });

  api.route({
    method: 'PUT',
    path: PATH,
    access: 'admin',
    tags: TAGS,
    summary:
      'Set a budget rule: every sandbox whose gateway has the `gateways` labels and which has the `sandboxes` labels gets the budget `limit_requests`, `window`, `action`, unless it has a budget of its own.',
    description:
      "A sandbox's own budget (PUT /api/gateways/{gw}/sandboxes/{name}/budget) always wins; of several matching rules the first by name applies. New sandboxes are covered at once. 201 when created, 200 when replaced; a new limit or window may fire again in the current window.",
    params: nameParams,
    body: budgetRuleBody,
    response: budgetRuleJsonSchema,
    status: [200, 201],
    handler: async (request) => {
      const { rule, created } = await request.resolve('budgetRules').put(request.params.name, request.body, request.actor?.name ?? 'system');
      return reply(created ? 201 : 200, budgetRuleJson(rule));
    },
  });

  api.route({
    method: 'DELETE',
    path: PATH,
    access: 'admin',
    tags: TAGS,
    summary: 'Remove a budget rule (a kill switch it engaged stays until resumed).',
    params: nameParams,
    handler: async (request) => {
      if (!(await request.resolve('budgetRules').remove(request.params.name))) throw notFound(request.params.name);
      return undefined;
    },
  });
}
