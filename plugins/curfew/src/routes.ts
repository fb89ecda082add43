import { type PluginApi, problems } from '@portcullis/core';
import { gatewayParam } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import { curfewBody, curfewJson, curfewJsonSchema } from './json.ts';

const TAGS = ['curfew', 'gateways'];
const params = z.object({ gw: gatewayParam });

export function curfewRoutes(api: PluginApi<unknown>): void {
  api.route({
    method: 'GET',
    path: '/api/gateways/{gw}/curfew',
    aliases: ['/api/gateway/{gw}/curfew'],
    access: 'viewer',
    tags: TAGS,
    summary: "The gateway's curfew, whether now is inside its window, and that window (or the next) as instants.",
    params,
    response: curfewJsonSchema,
    handler: async (request) => {
      const gateway = await request.resolve('gatewayRegistry').require(request.params.gw);
      const curfew = await request.resolve('curfews').find(gateway.name);
      if (!curfew) throw problems.notFound('CURFEW_NOT_FOUND', `Gateway ${gateway.name} has no curfew.`);
      return curfewJson(curfew, request.resolve('clock').now());
    },
  });

  api.route({
    method: 'PUT',
    path: '/api/gateways/{gw}/curfew',
    aliases: ['/api/gateway/{gw}/curfew'],
    access: 'admin',
    tags: TAGS,
    summary: "Set the gateway's curfew: `enabled`, `start_minute`, `end_minute` (0–1439, different), `timezone` (IANA).",
    description:
      "Minutes are of the day in `timezone` (1320 = 22:00); the window wraps midnight when start_minute > end_minute. Daylight-saving changes are the zone's: a window starting in a skipped hour starts when the clocks jump; one ending in a repeated hour ends at its first pass. The next check (SERVICE_CURFEW_CHECK_INTERVAL) engages or releases.",
    params,
    body: curfewBody,
    response: curfewJsonSchema,
    handler: async (request) => {
      const gateway = await request.resolve('gatewayRegistry').require(request.params.gw);
      const curfew = await request.resolve('curfews').put(gateway.name, request.body, request.actor?.name ?? 'system');
      return curfewJson(curfew, request.resolve('clock').now());
    },
  });
}
