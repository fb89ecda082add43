import type { PluginApi } from '@portcullis/core';
import { gatewayParams, resolveGatewayScope, workspaceQuery } from '@portcullis/plugin-gateways';
import type { InferenceConfig } from '../config.ts';
import { notConfiguredProblem } from '../not-configured.ts';
import { checkInferenceProvider } from '../provider-check.ts';
import { routeJson, routeJsonSchema, setResultSchema } from '../route-json.ts';
import { putBody, routeQuery } from '../schemas.ts';
import { requireInferenceRoutes } from './available.ts';

const TAGS = ['inference'];

export function inferenceRoutes(api: PluginApi<InferenceConfig>): void {
  const setDeadlineMs = api.config.set_timeout_seconds * 1000;

  api.route({
    method: 'GET',
    path: '/api/gateways/{gw}/inference',
    access: 'viewer',
    tags: TAGS,
    summary: 'The inference configuration of a gateway workspace: `provider`, `model`, `timeout_secs` of one route.',
    description:
      '`?route=inference.local` (default: the route sandboxes call) or `sandbox-system`. `timeout_secs` is shown as stored; 0 means the gateway default of 60 seconds, which `effective_timeout_secs` spells out. 404 INFERENCE_NOT_CONFIGURED until the route has been set.',
    params: gatewayParams,
    query: routeQuery,
    response: routeJsonSchema,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      await requireInferenceRoutes(request, scope);
      const { route } = request.query;
      try {
        return routeJson(await request.resolve('gatewayApi').inference.get(scope, route, { signal: request.signal }), route);
      } catch (error) {
        throw notConfiguredProblem(error, scope, route);
      }
    },
  });

  api.route({
    method: 'PUT',
    path: '/api/gateways/{gw}/inference',
    access: 'operator',
    tags: TAGS,
    summary: 'Set the inference configuration: `provider`, `model`, `timeout_secs` (0-3600; 0 = the gateway default of 60 s), optional `route` and `verify`.',
    description:
      "A provider whose type cannot serve inference, or that holds no API key, is a 400 on `provider` before anything is written (the gateway refuses those even without verification). The gateway probes the provider's endpoint first unless `verify` is false; a failed probe, or a provider the workspace does not have, is refused with 409 GATEWAY_PRECONDITION_FAILED carrying the gateway's reason. The answer is the stored route with `validation_performed` and `validated_endpoints`. Emits `inference.updated`.",
    params: gatewayParams,
    query: workspaceQuery,
    body: putBody,
    response: setResultSchema,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      await requireInferenceRoutes(request, scope);
      const body = request.body;
      await checkInferenceProvider(request, scope, body.provider);
      const stored = await request.auditedEffect(
        {
          action: 'inference.update',
          resourceType: 'inference_route',
          resourceId: body.route,
          gateway: scope.gateway.name,
          detail: { workspace: scope.workspace, provider: body.provider, model: body.model, timeout_secs: body.timeout_secs, verify: body.verify },
        },
        () =>
          request
            .resolve('gatewayApi')
            .inference.set(
              scope,
              { provider: body.provider, model: body.model, routeName: body.route, timeoutSecs: body.timeout_secs, verify: body.verify },
              setDeadlineMs,
              { signal: request.signal },
            ),
        {
          // What the gateway stored, which is what the route now is.
          outcome: (stored) => {
            const route = routeJson(stored, body.route);
            return { workspace: route.workspace, provider: route.provider, model: route.model, timeout_secs: route.timeout_secs, version: route.version };
          },
          // `inference.updated` commits with the outcome row.
          record: async (_em, stored) => {
            const route = routeJson(stored, body.route);
            request.resolve('events').emit('inference.updated', {
              gateway: scope.gateway.name,
              workspace: route.workspace,
              route: route.route,
              provider: route.provider,
              model: route.model,
              timeout_secs: route.timeout_secs,
              version: route.version,
            });
          },
        },
      );
      const route = routeJson(stored, body.route);
      return {
        ...route,
        validation_performed: stored.validationPerformed,
        validated_endpoints: stored.validatedEndpoints,
      };
    },
  });
}
