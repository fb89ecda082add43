import type { PluginApi } from '@portcullis/core';
import { resolveGatewayScope } from '@portcullis/plugin-gateways';
import type { SandboxesConfig } from '../config.ts';
import { sandboxJsonSchema } from '../sandbox/json.ts';
import { keyOf, SANDBOX_NOT_FOUND } from '../sandbox/sandboxes.ts';
import { patchBody, sandboxParams, scopeQuery } from '../sandbox/schemas.ts';

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

  api.route({
    method: 'DELETE', path: '/api/gateways/{gw}/sandboxes/{name}', access: 'operator', tags: ['sandboxes'],
    summary: 'Delete a sandbox: the gateway stops and removes it. Its policy-side records (pins, history, budgets, usage) are kept.',
    params: sandboxParams, query: scopeQuery,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const sandbox = await request.resolve('sandboxes').fetch(scope, request.params.name, request.signal);
      const key = keyOf(scope, request.params.name);
      await request.auditedEffect({
        action: 'sandbox.delete', resourceType: 'sandbox', resourceId: key.name, gateway: key.gateway,
        detail: { workspace: key.workspace, sandbox_id: sandbox.metadata?.id ?? '' },
      }, () => request.resolve('gatewayClients').unary(scope.gateway, 'openshell', 'DeleteSandbox', { name: key.name }, {
        workspace: scope.workspace, notFound: SANDBOX_NOT_FOUND, signal: request.signal,
      }), {
        record: async (em) => {
          await request.resolve('sandboxMetadata').remove(em, key);
          await request.resolve('sandboxSshSessions').forget(em, key);
        },
      });
      request.resolve('events').emit('sandbox.deleted', { gateway: key.gateway, sandbox: key.name, workspace: key.workspace });
      return undefined;
    },
  });
}
