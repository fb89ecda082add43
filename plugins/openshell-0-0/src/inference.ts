import type { InferenceOperations, InferenceRoute } from '@portcullis/plugin-gateways';
import type { GetInferenceRouteResponse__Output } from '@portcullis/proto/generated/openshell/inference/v1/GetInferenceRouteResponse';
import { inferenceRpc } from './methods.ts';

// The gateway's inference routes (docs/openshell-0.0.md §b.9): the 0.0 line is the last to have them.

function routeOf(route: GetInferenceRouteResponse__Output): InferenceRoute {
  return {
    routeName: route.route_name,
    provider: route.provider_name,
    model: route.model_id,
    timeoutSecs: Number(route.timeout_secs),
    version: Number(route.version),
    workspace: route.workspace,
  };
}

export const inference: InferenceOperations = {
  async get(call, routeName) {
    return routeOf(await call.unary(inferenceRpc.GetInferenceRoute, { route_name: routeName, workspace: call.workspace }));
  },

  async set(call, input, deadlineMs) {
    const stored = await call.unary(
      inferenceRpc.SetInferenceRoute,
      {
        provider_name: input.provider,
        model_id: input.model,
        route_name: input.routeName,
        timeout_secs: input.timeoutSecs,
        // Upstream ignores `verify`; only `no_verify` skips the probe.
        no_verify: !input.verify,
        workspace: call.workspace,
      },
      { deadlineMs },
    );
    return {
      ...routeOf(stored),
      validationPerformed: stored.validation_performed,
      validatedEndpoints: stored.validated_endpoints.map(({ url, protocol }) => ({ url, protocol })),
    };
  },
};
