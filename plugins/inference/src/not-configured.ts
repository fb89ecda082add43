import { isProblem, Problem } from '@portcullis/core';
import type { GatewayScope } from '@portcullis/plugin-gateways';

// GetInferenceRoute answers NOT_FOUND both for a route that was never set and for an unknown workspace. The first
// is the common case after installing a gateway and gets its own code and a message that says what to do; the
// second keeps the generic 404 with the gateway's message.
const UNKNOWN_WORKSPACE = /^workspace '.*' not found/;

export function notConfiguredProblem(error: unknown, scope: GatewayScope, route: string): unknown {
  if (!isProblem(error) || error.status !== 404 || UNKNOWN_WORKSPACE.test(error.detail)) return error;
  const gateway = scope.gateway.name;
  return new Problem(404, 'INFERENCE_NOT_CONFIGURED', {
    detail: `Inference route '${route}' is not configured on gateway ${gateway} (workspace '${scope.workspace}'). Set it with PUT /api/gateways/${gateway}/inference.`,
    extensions: { ...error.extensions, route, workspace: scope.workspace },
    cause: error,
  });
}
