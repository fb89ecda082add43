import { listResponse, type PluginApi, pageOf, pagingQueryShape, problems, reply } from '@portcullis/core';
import { type GatewayScope, resolveGatewayScope, sandboxParams, workspaceQuery } from '@portcullis/plugin-gateways';
import type { SandboxRef } from '@portcullis/plugin-kill-switch';
import { z } from 'zod';
import type { BudgetEntity } from './entity.ts';
import { budgetBody, budgetJson, budgetJsonSchema } from './json.ts';

const TAGS = ['budgets', 'sandboxes'];

type SandboxRequest = Parameters<typeof resolveGatewayScope>[0] & { params: { gw: string; name: string } };

async function scopeOf(request: SandboxRequest): Promise<{ scope: GatewayScope; ref: SandboxRef }> {
  const scope = await resolveGatewayScope(request);
  return { scope, ref: { gateway: scope.gateway.name, workspace: scope.workspace, sandbox: request.params.name } };
}

function notFound(ref: SandboxRef) {
  return problems.notFound('BUDGET_NOT_FOUND', `Sandbox ${ref.sandbox} has no budget.`);
}

async function withUsage(request: SandboxRequest, budget: BudgetEntity) {
  const now = request.resolve('clock').now();
  return budgetJson(budget, null, await request.resolve('usage').requests(budget, budget.window, now), now);
}

const standingQuery = z.object({
  near: z.coerce.number({ error: 'must be a number' }).min(0, { error: 'must be at least 0' }).max(1, { error: 'must be at most 1' }).default(0.8),
  ...pagingQueryShape,
});

export function budgetRoutes(api: PluginApi<unknown>): void {
  api.route({
    method: 'GET',
    path: '/api/budgets',
    // Each gateway's budgets need a role there; which gateways those are is the service's to decide.
    access: 'authenticated',
    tags: ['budgets'],
    summary:
      'Budgets that used at least `near` (default 0.8) of their limit in the current window, across the gateways the caller can see, the most used first.',
    description:
      '`used_share` is used / limit (1 at the limit; above 1 past it; a limit of 0 counts as reached). `near=0` lists every budget. Gateways the caller has no role on are neither listed nor named.',
    query: standingQuery,
    response: listResponse(budgetJsonSchema.extend({ used_share: z.number() })),
    handler: async (request) => pageOf(await request.resolve('budgetStanding').near(request.actor!, request.query.near), request.query),
  });

  api.route({
    method: 'GET',
    path: '/api/gateways/{gw}/sandboxes/{name}/budget',
    access: 'viewer',
    tags: TAGS,
    summary: "The sandbox's budget with the requests used in its current window.",
    params: sandboxParams,
    query: workspaceQuery,
    response: budgetJsonSchema,
    handler: async (request) => {
      const { ref } = await scopeOf(request);
      const budget = await request.resolve('budgets').find(ref);
      if (!budget) throw notFound(ref);
      return withUsage(request, budget);
    },
  });

  api.route({
    method: 'PUT',
    path: '/api/gateways/{gw}/sandboxes/{name}/budget',
    access: 'operator',
    tags: TAGS,
    summary: "Set the sandbox's budget: `limit_requests`, `window` (daily, weekly, monthly, total; UTC), `action` (notify, detach).",
    description:
      'At the limit `budget.exceeded` fires once per window and, with `detach`, the kill switch is engaged (`engaged_by: budget`; only resume releases it). Checked after each metering poll. 201 when created, 200 when replaced; a new limit or window may fire again in the current window. 404 SANDBOX_NOT_FOUND for a sandbox the gateway does not have.',
    params: sandboxParams,
    query: workspaceQuery,
    body: budgetBody,
    response: budgetJsonSchema,
    status: [200, 201],
    handler: async (request) => {
      const { scope, ref } = await scopeOf(request);
      await request.resolve('sandboxes').fetch(scope, ref.sandbox, request.signal);
      const { budget, created } = await request.resolve('budgets').put(ref, request.body, request.actor?.name ?? 'system');
      return reply(created ? 201 : 200, await withUsage(request, budget));
    },
  });

  api.route({
    method: 'DELETE',
    path: '/api/gateways/{gw}/sandboxes/{name}/budget',
    access: 'operator',
    tags: TAGS,
    summary: "Remove the sandbox's budget (a kill switch it engaged stays until resumed).",
    params: sandboxParams,
    query: workspaceQuery,
    handler: async (request) => {
      const { ref } = await scopeOf(request);
      if (!(await request.resolve('budgets').remove(ref))) throw notFound(ref);
      return undefined;
    },
  });
}
