import { Problem } from '@portcullis/core';
import type { GatewayApi, GatewayScope } from '@portcullis/plugin-gateways';

/**
 * The 0.1 line removed the gateway's inference routes (docs/wire-lines.md): inference goes through providers. On
 * such a gateway the inference endpoints answer 409 with the gateway's version and the way that replaced them,
 * before anything is sent.
 */
export async function requireInferenceRoutes(gateways: GatewayApi, scope: GatewayScope, signal: AbortSignal): Promise<void> {
  const capabilities = await gateways.capabilities(scope.gateway, { signal });
  if (capabilities.inferenceRoutes) return;
  const gateway = scope.gateway.name;
  const base = `/api/gateways/${encodeURIComponent(gateway)}`;
  throw new Problem(409, 'INFERENCE_ROUTES_UNAVAILABLE', {
    detail:
      `Gateway ${gateway} runs OpenShell ${capabilities.version}, which has no inference routes (removed in 0.1.0): sandboxes reach models through providers. ` +
      `Import a provider profile that can serve inference (POST ${base}/providers/types/import), create a provider of that type (POST ${base}/providers) ` +
      `and attach it to the sandbox (POST ${base}/sandboxes/{name}/providers/{provider}).`,
    extensions: { gateway, version: capabilities.version, wire_line: capabilities.line },
  });
}
