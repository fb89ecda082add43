// Inference routes (docs/openshell-0.0.md §b.9): per-workspace "inference.local" and "sandbox-system".

import type { InferenceImpl } from '../grpc/bind.ts';
import { failedPrecondition, requireField } from '../grpc/errors.ts';
import { normalizeRouteName } from '../state/inference-routes.ts';
import { assertInferenceCapable, inferenceEndpoint } from '../state/provider-profiles.ts';

export function inferenceHandlers(): Pick<InferenceImpl, 'GetInferenceRoute' | 'SetInferenceRoute' | 'DeleteInferenceRoute'> {
  return {
    GetInferenceRoute: (request, ctx) => {
      const routeName = normalizeRouteName(request.route_name);
      const workspace = ctx.gateway.workspaces.require(request.workspace);
      const route = ctx.gateway.inference.get(workspace, routeName);
      return {
        provider_name: route.providerName,
        model_id: route.modelId,
        version: route.version,
        route_name: route.routeName,
        timeout_secs: route.timeoutSecs,
        workspace: route.workspace,
      };
    },
    SetInferenceRoute: (request, ctx) => {
      const routeName = normalizeRouteName(request.route_name);
      const workspace = ctx.gateway.workspaces.require(request.workspace);
      const providerName = requireField(request.provider_name, 'provider_name');
      const modelId = requireField(request.model_id, 'model_id');
      const provider = ctx.gateway.providers.find(workspace, providerName);
      if (!provider) throw failedPrecondition(`provider '${providerName}' not found in workspace '${workspace}'`);
      assertInferenceCapable(provider);
      const endpoint = inferenceEndpoint(provider.type, provider.config);
      const verify = !request.no_verify; // upstream ignores the `verify` flag; only no_verify skips the probe
      const failure = ctx.gateway.inference.verificationFailure;
      if (verify && failure !== null) {
        throw failedPrecondition(
          `failed to verify inference endpoint for provider '${providerName}' and model ` +
            `'${modelId}' at '${endpoint.url}': ${failure}. Next steps: confirm the endpoint URL, protocol, ` +
            "credentials, and model identifier, or retry with '--no-verify' if you want to skip verification",
        );
      }
      const route = ctx.gateway.inference.set({
        routeName,
        providerName,
        modelId,
        timeoutSecs: request.timeout_secs,
        workspace,
      });
      return {
        provider_name: route.providerName,
        model_id: route.modelId,
        version: route.version,
        route_name: route.routeName,
        validation_performed: verify,
        validated_endpoints: verify ? [endpoint] : [],
        timeout_secs: route.timeoutSecs,
        workspace: route.workspace,
      };
    },
    DeleteInferenceRoute: (request, ctx) => {
      const routeName = normalizeRouteName(request.route_name);
      const workspace = ctx.gateway.workspaces.require(request.workspace);
      return { deleted: ctx.gateway.inference.delete(workspace, routeName) };
    },
  };
}
