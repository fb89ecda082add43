import { type Guard, type PluginApi, problems } from '@portcullis/core';
import { z } from 'zod';
import type { GatewaysConfig } from '../config.ts';
import { gatewayParams } from '../scope.ts';

const localStateSchema = z.object({ gateway: z.string(), running: z.boolean(), pid: z.number().int().nullable(), started_at: z.string().nullable() });

const ACTIONS = [
  { verb: 'start', summary: 'Start the local gateway process (local mode only).' },
  { verb: 'stop', summary: 'Stop the local gateway process (local mode only).' },
  { verb: 'restart', summary: 'Restart the local gateway process (local mode only).' },
] as const;

export function localRoutes(api: PluginApi<GatewaysConfig>): void {
  // An unknown gateway is a 404 first, whatever the mode: the 409 is about this gateway, so it must exist.
  const localModeOnly: Guard<{ gw: string }> = async (request) => {
    await request.resolve('gatewayRegistry').require(request.params.gw);
    if (!api.kernelConfig.local_mode)
      throw problems.conflict('LOCAL_MODE_REQUIRED', 'Starting and stopping gateways needs local mode (SERVICE_LOCAL_MODE=true).');
  };
  for (const { verb, summary } of ACTIONS) {
    api.route({
      method: 'POST',
      path: `/api/gateways/{gw}/${verb}`,
      aliases: [`/api/gateway/{gw}/${verb}`],
      access: 'admin',
      tags: ['gateways'],
      summary,
      params: gatewayParams,
      response: localStateSchema,
      guards: [localModeOnly],
      handler: async (request) => {
        const record = await request.resolve('gatewayRegistry').require(request.params.gw);
        return request.auditedEffect(
          { action: `gateway.${verb}`, resourceType: 'gateway', resourceId: record.name, gateway: record.name },
          () => request.resolve('gatewayLocalProcesses')[verb](record),
          { outcome: (state) => ({ pid: state.pid }) },
        );
      },
    });
  }
}
