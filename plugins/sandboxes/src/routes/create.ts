import { problems, type FieldError, type PluginApi } from '@portcullis/core';
import { gatewayParams, resolveGatewayScope } from '@portcullis/plugin-gateways';
import type { SandboxesConfig } from '../config.ts';
import { runCreate } from '../create/operation.ts';
import { createBody, type CreateBody } from '../create/schema.ts';
import { createRequest } from '../create/wire.ts';
import type { PolicyPresets } from '../optional-services.ts';
import { keyOf } from '../sandbox/sandboxes.ts';
import { scopeQuery } from '../sandbox/schemas.ts';
import { accepted, idempotencyOf } from './operation-reply.ts';

/** With the policies plugin enabled, an unknown preset is a 400 before anything is created. */
function checkPresets(body: CreateBody, presets: PolicyPresets | null): void {
  if (!presets) return;
  const errors: FieldError[] = body.presets.flatMap((preset, index) => (presets.has(preset) ? [] : [{ path: `body.presets.${index}`, message: `unknown preset ${preset}` }]));
  if (errors.length > 0) throw problems.validation(errors);
}

export function createRoute(api: PluginApi<SandboxesConfig>): void {
  const readyTimeoutMs = api.config.ready_timeout_seconds * 1000;
  api.route({
    method: 'POST', path: '/api/gateways/{gw}/sandboxes', access: 'operator', tags: ['sandboxes'],
    summary: 'Create a sandbox: 202 with an operation that succeeds once it runs and its presets are applied.',
    description: 'The gateway creates the sandbox before the 202, so its refusals (unknown provider, duplicate name) are the answer. `Idempotency-Key`: the same key and body within 24 h give the same operation; another body is 409 IDEMPOTENCY_KEY_REUSED.',
    params: gatewayParams, query: scopeQuery, body: createBody,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const body = request.body;
      const idempotency = idempotencyOf(request, 'sandbox.create', scope, body);
      // With an Idempotency-Key, all of this runs for one request only; parallel retries wait for its operation.
      const { operation } = await request.resolve('operations').startOnce(idempotency, async () => {
        const { presets: policyPresets } = request.resolve('sandboxOptionalServices');
        checkPresets(body, policyPresets);

        const created = await request.resolve('gatewayClients').unary(scope.gateway, 'openshell', 'CreateSandbox', createRequest(body), {
          workspace: scope.workspace, signal: request.signal,
        });
        const sandboxId = created.sandbox?.metadata?.id ?? '';
        const key = keyOf(scope, body.name);
        const hasMetadata = body.labels !== undefined || (body.description ?? null) !== null;
        await request.audit({
          action: 'sandbox.create', resourceType: 'sandbox', resourceId: body.name, gateway: scope.gateway.name,
          detail: {
            workspace: scope.workspace, sandbox_id: sandboxId, image: body.image ?? '', gpu: body.gpu, providers: body.providers,
            presets: body.presets, environment_keys: Object.keys(body.environment).sort(), labels: body.labels ?? {},
          },
        }, async (em) => {
          if (hasMetadata) await request.resolve('sandboxMetadata').apply(em, key, sandboxId, { labels: body.labels, description: body.description ?? null });
        });
        request.resolve('events').emit('sandbox.created', {
          gateway: scope.gateway.name, sandbox: body.name, workspace: scope.workspace, image: body.image ?? '', gpu: body.gpu, providers: body.providers,
        });

        const work = {
          scope, name: body.name, presets: body.presets, sandboxes: request.resolve('sandboxes'), policyPresets,
          clock: request.resolve('clock'), readyTimeoutMs,
        };
        return {
          type: 'sandbox.create', gateway: scope.gateway.name, resource: body.name, message: `Creating sandbox ${body.name}`,
          work: (handle) => runCreate(work, handle),
        };
      });
      return accepted(operation);
    },
  });
}
