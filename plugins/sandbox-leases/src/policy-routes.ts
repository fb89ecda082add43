import type { PluginApi } from '@portcullis/core';
import { gatewayParam } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import { policyBody, policyJson, policyJsonSchema } from './json.ts';
import { policyStoreRef } from './refs.ts';

const TAGS = ['sandbox-leases', 'gateways'];
const PATH = '/api/gateways/{gw}/lease-policy';
/** Where earlier releases served it: kept so their clients keep working (docs/decisions.md §1). */
const EARLIER_PATH = '/api/gateway/{gw}/lease-policy';
const params = z.object({ gw: gatewayParam });

export function policyRoutes(api: PluginApi<unknown>): void {
  api.route({
    method: 'GET',
    path: PATH,
    aliases: [EARLIER_PATH],
    access: 'viewer',
    tags: TAGS,
    summary: "The gateway's lease policy (`configured: false` and the defaults when it has none).",
    params,
    response: policyJsonSchema,
    handler: async (request) => {
      const gateway = await request.resolve('gatewayRegistry').require(request.params.gw);
      return policyJson(await request.resolve(policyStoreRef).of(gateway.name));
    },
  });

  api.route({
    method: 'PUT',
    path: PATH,
    aliases: [EARLIER_PATH],
    access: 'admin',
    tags: TAGS,
    summary:
      "Set the gateway's lease policy: `default_ttl_seconds` (null: none), `max_ttl_seconds` (null: no limit), `default_action` (stop, delete), `warn_before_seconds`.",
    description:
      'With a default_ttl_seconds, every sandbox of the gateway without a lease gets one: at its creation through Portcullis, and at the next check (SERVICE_LEASES_CHECK_INTERVAL) for those created elsewhere. Leases set later are refused beyond max_ttl_seconds; leases already set keep their expiry.',
    params,
    body: policyBody,
    response: policyJsonSchema,
    handler: async (request) => {
      const gateway = await request.resolve('gatewayRegistry').require(request.params.gw);
      return policyJson(await request.resolve(policyStoreRef).put(gateway.name, request.body, request.actor?.name ?? 'system'));
    },
  });
}
