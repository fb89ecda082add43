import type { PluginApi } from '@portcullis/core';
import { gatewayParams, resolveGatewayScope, workspaceQuery } from '@portcullis/plugin-gateways';
import type { InferenceConfig } from '../config.ts';
import { routeJson, routeJsonSchema, setResultSchema } from '../route-json.ts';
import { putBody, routeQuery } from '../schemas.ts';
import { configurationRef } from '../services.ts';

const TAGS = ['inference'];

export function inferenceRoutes(api: PluginApi<InferenceConfig>): void {
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
      const { route } = request.query;
      return routeJson(await request.resolve(configurationRef).get(scope, route, request.signal), route);
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
      const stored = await request.resolve(configurationRef).set(scope, request.body, request.signal);
      return {
        ...routeJson(stored, request.body.route),
        validation_performed: stored.validationPerformed,
        validated_endpoints: stored.validatedEndpoints,
      };
    },
  });
}
