import type { PluginApi } from '@portcullis/core';
import { resolveGatewayScope } from '@portcullis/plugin-gateways';
import type { SandboxesConfig } from '../config.ts';
import { sandboxJsonSchema } from '../sandbox/json.ts';
import { sandboxParams, scopeQuery } from '../sandbox/schemas.ts';

// Start and stop (upstream v0.0.105+; docs/decisions.md §3), through the `sandboxLifecycle` service.
const ACTIONS = [
  { action: 'start', summary: 'Start a stopped sandbox; the answer usually shows it still creating (STARTING).' },
  { action: 'stop', summary: 'Stop a running sandbox (its state is kept; SSH sessions end).' },
] as const;

export function lifecycleRoutes(api: PluginApi<SandboxesConfig>): void {
  for (const { action, summary } of ACTIONS) {
    api.route({
      method: 'POST',
      path: `/api/gateways/{gw}/sandboxes/{name}/${action}`,
      access: 'operator',
      tags: ['sandboxes'],
      summary,
      params: sandboxParams,
      query: scopeQuery,
      response: sandboxJsonSchema,
      handler: async (request) => {
        const scope = await resolveGatewayScope(request);
        const sandbox = await request.resolve('sandboxLifecycle')[action](scope, request.params.name, request.signal);
        return request.resolve('sandboxes').view(scope, sandbox);
      },
    });
  }
}
