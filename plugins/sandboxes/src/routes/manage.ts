import type { PluginApi } from '@portcullis/core';
import { resolveGatewayScope } from '@portcullis/plugin-gateways';
import type { SandboxesConfig } from '../config.ts';
import { runDelete } from '../delete/operation.ts';
import { sandboxJsonSchema } from '../sandbox/json.ts';
import { keyOf, SANDBOX_NOT_FOUND } from '../sandbox/sandboxes.ts';
import { patchBody, sandboxParams, scopeQuery } from '../sandbox/schemas.ts';
import { accepted } from './operation-reply.ts';

export function manageRoutes(api: PluginApi<SandboxesConfig>): void {
  api.route({
    method: 'PATCH', path: '/api/gateways/{gw}/sandboxes/{name}', access: 'operator', tags: ['sandboxes'],
    summary: 'Change labels and/or description (kept by us, per gateway): absent fields stay, null clears.',
    params: sandboxParams, query: scopeQuery, body: patchBody, response: sandboxJsonSchema,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const sandboxes = request.resolve('sandboxes');
      const sandbox = await sandboxes.fetch(scope, request.params.name, request.signal);
      const key = keyOf(scope, request.params.name);
      const body = request.body;
      await request.audit({
        action: 'sandbox.update', resourceType: 'sandbox', resourceId: key.name, gateway: key.gateway,
        detail: { workspace: key.workspace, changed: Object.keys(body).sort(), ...(body.labels !== undefined ? { labels: body.labels ?? {} } : {}) },
      }, (em) => request.resolve('sandboxMetadata').apply(em, key, sandbox.metadata?.id ?? '', body));
      request.resolve('sandboxLiveHub').metadataChanged(key);
      return sandboxes.view(scope, sandbox);
    },
  });

  const deleteTimeoutMs = api.config.delete_timeout_seconds * 1000;
  api.route({
    method: 'DELETE', path: '/api/gateways/{gw}/sandboxes/{name}', access: 'operator', tags: ['sandboxes'],
    summary: 'Delete a sandbox: 202 with an operation that succeeds once the gateway has removed it. Its policy-side records (pins, history, budgets, usage) are kept.',
    description: 'The gateway deletes asynchronously: the sandbox shows state `deleting` (phase DELETING) until it is gone, and creating one of the same name meanwhile is 409 SANDBOX_DELETING. The operation fails with SANDBOX_DELETE_TIMEOUT after SERVICE_SANDBOX_DELETE_TIMEOUT.',
    params: sandboxParams, query: scopeQuery,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const sandbox = await request.resolve('sandboxes').fetch(scope, request.params.name, request.signal);
      const key = keyOf(scope, request.params.name);
      const sandboxId = sandbox.metadata?.id ?? '';
      await request.auditedEffect({
        action: 'sandbox.delete', resourceType: 'sandbox', resourceId: key.name, gateway: key.gateway,
        detail: { workspace: key.workspace, sandbox_id: sandboxId },
      }, () => request.resolve('gatewayClients').unary(scope.gateway, 'openshell', 'DeleteSandbox', { name: key.name }, {
        workspace: scope.workspace, notFound: SANDBOX_NOT_FOUND, signal: request.signal,
      }), {
        record: async (em) => {
          await request.resolve('sandboxMetadata').remove(em, key);
          await request.resolve('sandboxSshSessions').forget(em, key);
        },
      });
      const work = {
        scope, key, sandboxId, sandboxes: request.resolve('sandboxes'), events: request.resolve('events'), clock: request.resolve('clock'), timeoutMs: deleteTimeoutMs,
      };
      const { operation } = await request.resolve('operations').start({
        type: 'sandbox.delete', gateway: key.gateway, resource: key.name, message: `Deleting sandbox ${key.name}`,
      }, (handle) => runDelete(work, handle));
      return accepted(operation);
    },
  });
}
