import { accepted, type PluginApi, startsOperation } from '@portcullis/core';
import { resolveGatewayScope } from '@portcullis/plugin-gateways';
import type { SandboxesConfig } from '../config.ts';
import { runDelete } from '../delete/operation.ts';
import { sandboxJsonSchema } from '../sandbox/json.ts';
import { keyOf } from '../sandbox/sandboxes.ts';
import { patchBody, sandboxParams, scopeQuery } from '../sandbox/schemas.ts';

export function manageRoutes(api: PluginApi<SandboxesConfig>): void {
  api.route({
    method: 'PATCH',
    path: '/api/gateways/{gw}/sandboxes/{name}',
    access: 'operator',
    tags: ['sandboxes'],
    summary: 'Change labels and/or description (kept by us, per gateway): absent fields stay, null clears.',
    params: sandboxParams,
    query: scopeQuery,
    body: patchBody,
    response: sandboxJsonSchema,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const sandboxes = request.resolve('sandboxes');
      const sandbox = await sandboxes.fetch(scope, request.params.name, request.signal);
      const key = keyOf(scope, request.params.name);
      const body = request.body;
      await request.audit(
        {
          action: 'sandbox.update',
          resourceType: 'sandbox',
          resourceId: key.name,
          gateway: key.gateway,
          detail: { workspace: key.workspace, changed: Object.keys(body).sort(), ...(body.labels !== undefined ? { labels: body.labels ?? {} } : {}) },
        },
        (em) => request.resolve('sandboxMetadata').apply(em, key, sandbox.id, body),
      );
      request.resolve('sandboxLiveHub').metadataChanged(key);
      return sandboxes.view(scope, sandbox);
    },
  });

  api.route({
    method: 'DELETE',
    path: '/api/gateways/{gw}/sandboxes/{name}',
    access: 'operator',
    tags: ['sandboxes'],
    ...startsOperation,
    summary:
      'Delete a sandbox: 202 with an operation that succeeds once the gateway has removed it. Its policy-side records (pins, history, budgets, usage) are kept.',
    description:
      'The gateway deletes asynchronously: the sandbox shows state `deleting` (phase DELETING) until it is gone, and creating one of the same name meanwhile is 409 SANDBOX_DELETING. The operation fails with SANDBOX_DELETE_TIMEOUT after SERVICE_SANDBOX_DELETE_TIMEOUT.',
    params: sandboxParams,
    query: scopeQuery,
    handler: async (request) => {
      const work = await request.resolve('sandboxLifecycle').delete(await resolveGatewayScope(request), request.params.name, request.signal);
      const { operation } = await request.resolve('operations').start(
        {
          type: 'sandbox.delete',
          gateway: work.key.gateway,
          resource: work.key.name,
          message: `Deleting sandbox ${work.key.name}`,
        },
        (handle) => runDelete(work, handle),
      );
      return accepted(operation);
    },
  });
}
