import type { PluginApi } from '@portcullis/core';
import { resolveGatewayScope } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import type { SandboxesConfig } from '../config.ts';
import { sandboxParams, scopeQuery } from '../sandbox/schemas.ts';
import { sshRef } from '../services.ts';
import { expiryOf } from '../ssh/access.ts';
import { reachableGatewayAddress } from '../ssh/gateway-host.ts';

// SSH sessions (docs/decisions.md §3), through the SSH service (ssh/access.ts): the token is in the 201 answer only.

const sessionJson = z.object({
  token: z.string(),
  gateway_host: z.string(),
  gateway_port: z.number().int(),
  gateway_scheme: z.enum(['http', 'https']),
  sandbox_id: z.string(),
  expires_at: z.string().nullable(),
  /**
   * What the gateway reported as its host when that was its zero or loopback bind address (docs/openshell-0.0.md §g.5),
   * replaced with the registered endpoint's host and port.
   */
  gateway_host_rewritten_from: z.string().nullable(),
});

const revokeBody = z
  .strictObject({
    token: z.string({ error: 'must be a string' }).min(1, { error: 'must not be empty' }).max(4096, { error: 'must be at most 4096 characters' }),
  })
  .optional();

export function sshRoutes(api: PluginApi<SandboxesConfig>): void {
  api.route({
    method: 'POST',
    path: '/api/gateways/{gw}/sandboxes/{name}/ssh',
    access: 'operator',
    tags: ['sandboxes'],
    summary: 'Create a temporary SSH session; the token appears in this answer only.',
    description:
      'A gateway reports its bind address as `gateway_host` and `gateway_port`; a zero or loopback one (0.0.0.0, ::, 127.x, ::1, localhost) is replaced with the host and port of the registered endpoint, as the OpenShell CLI does, and `gateway_host_rewritten_from` names the host the gateway said (null when nothing was replaced).',
    params: sandboxParams,
    query: scopeQuery,
    response: sessionJson,
    status: 201,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const response = await request.resolve(sshRef).open(scope, request.params.name, request.actor?.name ?? 'unknown', request.signal);
      const expiresAt = expiryOf(response);
      const address = reachableGatewayAddress({ host: response.gatewayHost, port: response.gatewayPort }, scope.gateway);
      return {
        token: response.token,
        gateway_host: address.host,
        gateway_port: address.port,
        gateway_scheme: response.gatewayScheme as 'http' | 'https',
        sandbox_id: response.sandboxId,
        expires_at: expiresAt?.toISOString() ?? null,
        gateway_host_rewritten_from: address.rewrittenFrom,
      };
    },
  });

  api.route({
    method: 'DELETE',
    path: '/api/gateways/{gw}/sandboxes/{name}/ssh',
    access: 'operator',
    tags: ['sandboxes'],
    summary: 'Revoke SSH sessions: with {"token"} that one; without a body every session this service created for the sandbox.',
    params: sandboxParams,
    query: scopeQuery,
    body: revokeBody,
    bodyOptional: true,
    response: z.object({ revoked: z.number().int() }),
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const revoked = await request.resolve(sshRef).revoke(scope, request.params.name, request.body?.token, request.signal);
      return { revoked };
    },
  });
}
