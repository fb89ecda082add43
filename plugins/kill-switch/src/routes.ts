import { listResponse, type PluginApi, pageOf, pagingQuery } from '@portcullis/core';
import { resolveGatewayScope, sandboxParams, workspaceQuery } from '@portcullis/plugin-gateways';
import type { SandboxRef } from './owners.ts';
import { killSwitchJsonSchema } from './record/json.ts';

const TAGS = ['kill switch', 'sandboxes'];

async function refOf(request: Parameters<typeof resolveGatewayScope>[0] & { params: { gw: string; name: string } }): Promise<SandboxRef> {
  const scope = await resolveGatewayScope(request);
  return { gateway: scope.gateway.name, workspace: scope.workspace, sandbox: request.params.name };
}

export function killSwitchRoutes(api: PluginApi<unknown>): void {
  api.route({
    method: 'GET',
    path: '/api/kill-switches',
    // Each gateway's switches need a role there; which gateways those are is the service's to decide.
    access: 'authenticated',
    tags: TAGS,
    summary: 'Kill switches engaged (or still detaching, or unconfirmed) across every gateway the caller has a role on, most recently engaged first.',
    description:
      'Read from our records (no gateway call). `engaged_by` says which owner engaged each, `holders` who holds it now. Gateways the caller has no role on are neither listed nor named.',
    query: pagingQuery,
    response: listResponse(killSwitchJsonSchema),
    handler: async (request) => pageOf(await request.resolve('engagedSwitches').list(request.actor!), request.query),
  });

  api.route({
    method: 'GET',
    path: '/api/gateways/{gw}/sandboxes/{name}/kill-switch',
    access: 'viewer',
    tags: TAGS,
    summary: "The sandbox's kill switch: engaged or not, by whom, who holds it, and the providers it detached.",
    description: 'Read from our records (no gateway call): a sandbox without a switch answers `state: released`.',
    params: sandboxParams,
    query: workspaceQuery,
    response: killSwitchJsonSchema,
    handler: async (request) => request.resolve('killSwitch').status(await refOf(request)),
  });

  api.route({
    method: 'POST',
    path: '/api/gateways/{gw}/sandboxes/{name}/kill-switch/engage',
    access: 'operator',
    tags: TAGS,
    summary: 'Engage the kill switch by hand (`engaged_by: manual`): record the attached providers, then detach them.',
    description:
      "Idempotent. On a switch a budget or curfew holds already, the operator's hold is added, so the providers stay detached when that owner lets go. 404 SANDBOX_NOT_FOUND stores nothing; a gateway failure after the record is answered, and the detaching is finished by the next reconciliation.",
    params: sandboxParams,
    query: workspaceQuery,
    response: killSwitchJsonSchema,
    handler: async (request) => request.resolve('killSwitch').engage(await refOf(request), 'manual'),
  });

  api.route({
    method: 'POST',
    path: '/api/gateways/{gw}/sandboxes/{name}/kill-switch/resume',
    access: 'operator',
    tags: TAGS,
    summary: 'Resume: re-attach every recorded provider, whoever engaged the switch.',
    description:
      'Idempotent: a sandbox without a switch answers `state: released`. Providers deleted meanwhile are listed in the `kill_switch.released` event as `not_reattached`.',
    params: sandboxParams,
    query: workspaceQuery,
    response: killSwitchJsonSchema,
    handler: async (request) => request.resolve('killSwitch').resume(await refOf(request)),
  });
}
