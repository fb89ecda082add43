import { type PluginApi, problems, reply } from '@portcullis/core';
import { resolveGatewayScope } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import { pinJson } from '../pins/entity.ts';
import { readQuery, sandboxParams } from './params.ts';

const PATH = '/api/gateways/{gw}/sandboxes/{name}/policy/pin';
const pinSchema = z.object({
  reason: z.string(),
  expires_at: z.string().nullable(),
  pinned_by: z.string(),
  pinned_at: z.string(),
  pinned_version: z.number().int().nullable(),
});

export function pinRoutes(api: PluginApi<unknown>): void {
  api.route({
    method: 'POST',
    path: PATH,
    access: 'operator',
    tags: ['policies'],
    status: 201,
    summary: 'Pin the policy: every write path and every approval move answers 423 policy_locked until the pin is removed or lapses.',
    params: sandboxParams,
    query: readQuery,
    body: z.object({
      reason: z.string().trim().min(1, 'say why the policy is pinned').max(1000),
      expires_at: z.iso.datetime({ offset: true, error: 'an ISO 8601 timestamp' }).optional(),
    }),
    response: pinSchema,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const expiresAt = request.body.expires_at ? new Date(request.body.expires_at) : null;
      if (expiresAt && expiresAt.getTime() <= request.resolve('clock').now()) {
        throw problems.validation([{ path: 'body.expires_at', message: 'must be in the future' }]);
      }
      const active = await request.resolve('policyGateway').active(scope, request.params.name);
      const pin = await request.resolve('policyPins').pin({
        gateway: scope.gateway.name,
        sandbox: request.params.name,
        reason: request.body.reason,
        expiresAt,
        pinnedBy: request.actor!.name,
        pinnedVersion: active.active_version || null,
      });
      return reply(201, pinJson(pin));
    },
  });

  api.route({
    method: 'GET',
    path: PATH,
    access: 'viewer',
    tags: ['policies'],
    summary: 'The pin, or 404 when the policy is not pinned.',
    params: sandboxParams,
    query: readQuery,
    response: pinSchema,
    handler: async (request) => {
      const pin = await request.resolve('policyPins').find(request.params.gw, request.params.name);
      if (!pin) throw problems.notFound('PIN_NOT_FOUND', `The policy of sandbox ${request.params.name} is not pinned.`);
      return pinJson(pin);
    },
  });

  api.route({
    method: 'DELETE',
    path: PATH,
    access: 'operator',
    tags: ['policies'],
    summary: 'Remove the pin.',
    params: sandboxParams,
    query: readQuery,
    handler: async (request) => {
      const removed = await request.resolve('policyPins').unpin(request.params.gw, request.params.name);
      if (!removed) throw problems.notFound('PIN_NOT_FOUND', `The policy of sandbox ${request.params.name} is not pinned.`);
      return undefined;
    },
  });
}
