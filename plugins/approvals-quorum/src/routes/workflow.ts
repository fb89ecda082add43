import { type PluginApi, problems, reply } from '@portcullis/core';
import { resolveGatewayScope, sandboxParams, workspaceQuery } from '@portcullis/plugin-gateways';
import { sandboxRefOf, workflowChangesRef } from '../workflows/changes.ts';
import { workflowJson } from '../workflows/entity.ts';
import { workflowBody, workflowResponse } from '../workflows/schema.ts';

const PATH = '/api/gateways/{gw}/sandboxes/{name}/approval-workflow';

function notFound(sandbox: string) {
  return problems.notFound('WORKFLOW_NOT_FOUND', `Sandbox ${sandbox} has no approval workflow.`);
}

export function workflowRoutes(api: PluginApi<unknown>): void {
  api.route({
    method: 'GET',
    path: PATH,
    access: 'viewer',
    tags: ['approvals'],
    summary: "The sandbox's approval workflow, or 404 when approvals are single-handed.",
    params: sandboxParams,
    query: workspaceQuery,
    response: workflowResponse,
    handler: async (request) => {
      const workflow = await request.resolve('approvalWorkflows').find(sandboxRefOf(await resolveGatewayScope(request), request.params.name));
      if (!workflow) throw notFound(request.params.name);
      return workflowJson(workflow);
    },
  });
  api.route({
    method: 'PUT',
    path: PATH,
    access: 'admin',
    tags: ['approvals'],
    summary:
      'Set the approval workflow: `required_votes` (2–20), `voters` (emails and group names; a group admits its members; service principals by name), optional `escalation_deadline_seconds`.',
    description: 'Answers 201 when the workflow is new, 200 when it replaced one. Votes already cast stay; the new rules apply from the next vote.',
    params: sandboxParams,
    query: workspaceQuery,
    body: workflowBody,
    response: workflowResponse,
    status: [200, 201],
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const changes = request.resolve(workflowChangesRef);
      const { workflow, created } = await changes.set(scope, request.params.name, request.body, request.actor!.name, request.signal);
      return reply(created ? 201 : 200, workflowJson(workflow));
    },
  });
  api.route({
    method: 'DELETE',
    path: PATH,
    access: 'admin',
    tags: ['approvals'],
    summary: 'Remove the workflow: approvals are single-handed again. Votes cast so far are kept.',
    params: sandboxParams,
    query: workspaceQuery,
    handler: async (request) => {
      const removed = await request.resolve('approvalWorkflows').remove(sandboxRefOf(await resolveGatewayScope(request), request.params.name));
      if (!removed) throw notFound(request.params.name);
      return undefined;
    },
  });
}
