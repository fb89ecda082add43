import type { PluginApi } from '@portcullis/core';
import type { UsersConfig } from '../config.ts';

/**
 * When a gateway is unregistered its role overrides go too: a gateway registered later under the same name
 * must not silently inherit who was admin on the old one. (`gateway.unregistered` carries `gateway`.)
 */
export function forgetUnregisteredGateways(api: PluginApi<UsersConfig>): void {
  api.on('gateway.*', async (event, { resolve }) => {
    if (event.name !== 'gateway.unregistered') return;
    const gateway = (event.data as { gateway?: unknown } | null)?.gateway;
    if (typeof gateway !== 'string' || gateway === '') return;
    const removed = await resolve('database').transaction((em) => resolve('gatewayRoles').removeAllForGateway(em, gateway));
    if (removed > 0) api.logger.info({ gateway, removed }, 'role overrides of an unregistered gateway removed');
  });
}
