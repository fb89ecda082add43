import { accepted, type PluginApi, startsOperation } from '@portcullis/core';
import { gatewayParams, resolveGatewayScope } from '@portcullis/plugin-gateways';
import type { SandboxesConfig } from '../config.ts';
import { createBody } from '../create/schema.ts';
import { scopeQuery } from '../sandbox/schemas.ts';
import { creationRef } from '../services.ts';
import { idempotencyOf } from './idempotency-key.ts';

export function createRoute(api: PluginApi<SandboxesConfig>): void {
  api.route({
    method: 'POST',
    path: '/api/gateways/{gw}/sandboxes',
    access: 'operator',
    tags: ['sandboxes'],
    ...startsOperation,
    summary: 'Create a sandbox: 202 with an operation that succeeds once it runs and its presets are applied.',
    description:
      "The gateway creates the sandbox before the 202, so its refusals (unknown provider, duplicate name, unknown `gateway_template`) are the answer. `gateway_template` names a template stored on the gateway (0.1 gateways; 409 GATEWAY_CAPABILITY_UNAVAILABLE on 0.0, before anything is audited); the sandbox's `workload_template` says which one it came from. `services` (`name` a DNS label, omitted for the unnamed service; `port` 1–65535) are exposed by the gateway with the sandbox and then listed by GET .../services (0.1 gateways; a non-empty list is 409 GATEWAY_CAPABILITY_UNAVAILABLE naming `services` on 0.0). `Idempotency-Key`: the same key and body within 24 h give the same operation; another body is 409 IDEMPOTENCY_KEY_REUSED.",
    params: gatewayParams,
    query: scopeQuery,
    body: createBody,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const idempotency = idempotencyOf(request, 'sandbox.create', scope, request.body);
      // With an Idempotency-Key, the create runs for one request only; parallel retries wait for its operation.
      const { operation } = await request
        .resolve('operations')
        .startOnce(idempotency, () => request.resolve(creationRef).create(scope, request.body, { idempotency, signal: request.signal }));
      return accepted(operation);
    },
  });
}
