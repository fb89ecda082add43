import { type PluginApi, reply } from '@portcullis/core';
import { resolveGatewayScope, sandboxParams, workspaceQuery } from '@portcullis/plugin-gateways';
import { leaseBody, leaseJsonSchema, renewBody } from './json.ts';
import { sandboxLeasesRef } from './refs.ts';

const TAGS = ['sandbox-leases', 'sandboxes'];
const PATH = '/api/gateways/{gw}/sandboxes/{name}/lease';

export function leaseRoutes(api: PluginApi<unknown>): void {
  api.route({
    method: 'GET',
    path: PATH,
    access: 'viewer',
    tags: TAGS,
    summary: "The sandbox's lease: when it expires, what then happens (stop or delete), how often it was renewed.",
    params: sandboxParams,
    query: workspaceQuery,
    response: leaseJsonSchema,
    handler: async (request) => request.resolve(sandboxLeasesRef).get(await resolveGatewayScope(request), request.params.name),
  });

  api.route({
    method: 'PUT',
    path: PATH,
    access: 'operator',
    tags: TAGS,
    summary: "Set the sandbox's lease: `ttl_seconds` or `expires_at`, and `action` (stop, delete; default: the gateway's lease policy).",
    description:
      "At expiry the sandbox is stopped or deleted once (`sandbox.expired`); `sandbox.expiring` fires the policy's warn_before_seconds earlier. A lease beyond the gateway's max_ttl_seconds is a 400 LEASE_TOO_LONG naming the limit; an `expires_at` in the past a 400. 201 when created, 200 when replaced (a replaced lease starts over). 404 SANDBOX_NOT_FOUND for a sandbox the gateway does not have; 409 LEASE_EXPIRING while an expiry acts on it.",
    params: sandboxParams,
    query: workspaceQuery,
    body: leaseBody,
    response: leaseJsonSchema,
    status: [200, 201],
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const { lease, created } = await request
        .resolve(sandboxLeasesRef)
        .set(scope, request.params.name, request.body, request.actor?.name ?? 'system', request.signal);
      return reply(created ? 201 : 200, lease);
    },
  });

  api.route({
    method: 'POST',
    path: `${PATH}/renew`,
    access: 'operator',
    tags: TAGS,
    summary: "Extend the sandbox's lease by its ttl_seconds, or by a given `ttl_seconds`, up to the gateway's maximum.",
    description:
      'The new expiry is the old one (or now, when that has passed) plus the ttl, but never later than now plus max_ttl_seconds. A given ttl_seconds beyond the maximum is a 400 LEASE_TOO_LONG; a lease that has expired is 409 LEASE_ENDED. A renewed lease warns again before its new expiry.',
    params: sandboxParams,
    query: workspaceQuery,
    body: renewBody,
    bodyOptional: true,
    response: leaseJsonSchema,
    handler: async (request) =>
      request
        .resolve(sandboxLeasesRef)
        .renew(await resolveGatewayScope(request), request.params.name, request.body?.ttl_seconds, request.actor?.name ?? 'system'),
  });

  api.route({
    method: 'DELETE',
    path: PATH,
    access: 'operator',
    tags: TAGS,
    summary: "Remove the sandbox's lease: nothing happens to the sandbox at the old expiry.",
    description: '409 LEASE_EXPIRING while an expiry acts on it. On a gateway with a default lease, the next check gives the sandbox the default again.',
    params: sandboxParams,
    query: workspaceQuery,
    handler: async (request) => {
      await request.resolve(sandboxLeasesRef).remove(await resolveGatewayScope(request), request.params.name, request.actor?.name ?? 'system');
      return undefined;
    },
  });
}
