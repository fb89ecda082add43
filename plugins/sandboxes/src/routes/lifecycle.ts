import type { PluginApi } from '@portcullis/core';
import { resolveGatewayScope } from '@portcullis/plugin-gateways';
import type { SandboxesConfig } from '../config.ts';
import { sandboxJsonSchema } from '../sandbox/json.ts';
import { keyOf, SANDBOX_NOT_FOUND } from '../sandbox/sandboxes.ts';
import { sandboxParams, scopeQuery } from '../sandbox/schemas.ts';

// Start and stop (upstream v0.0.105+; decisions §3). Stop answers with the STOPPED snapshot; start usually with
// STARTING (the sandbox runs once its supervisor reconnects). The gateway's refusals (stop of a sandbox that is
// not running, start of one that is not stopped) are 409 GATEWAY_PRECONDITION_FAILED with its message.
const ACTIONS = [
  { action: 'start', rpc: 'StartSandbox', summary: 'Start a stopped sandbox; the answer usually shows it still creating (STARTING).' },
  { action: 'stop', rpc: 'StopSandbox', summary: 'Stop a running sandbox (its state is kept; SSH sessions end).' },
] as const;

export function lifecycleRoutes(api: PluginApi<SandboxesConfig>): void {
  for (const { action, rpc, summary } of ACTIONS) {
    api.route({
      method: 'POST', path: `/api/gateways/{gw}/sandboxes/{name}/${action}`, access: 'operator', tags: ['sandboxes'],
      summary, params: sandboxParams, query: scopeQuery, response: sandboxJsonSchema,
      handler: async (request) => {
        const scope = await resolveGatewayScope(request);
        const key = keyOf(scope, request.params.name);
        const response = await request.auditedEffect({
          action: `sandbox.${action}`, resourceType: 'sandbox', resourceId: key.name, gateway: key.gateway, detail: { workspace: key.workspace },
        }, () => request.resolve('gatewayClients').unary(scope.gateway, 'openshell', rpc, { name: key.name }, {
          workspace: scope.workspace, notFound: SANDBOX_NOT_FOUND, signal: request.signal,
        }));
        return request.resolve('sandboxes').view(scope, response.sandbox!);
      },
    });
  }
}
