import { computeDriversOf, type GatewayOperations, gatewaySettingsOf } from '@portcullis/plugin-gateways';
import { rpc } from './methods.ts';

export const gateway: GatewayOperations = {
  async info(call) {
    const info = await call.unary(rpc.GetGatewayInfo, {});
    return { computeDrivers: computeDriversOf(info.compute_drivers), extensions: null };
  },

  async settings(call) {
    return gatewaySettingsOf(await call.unary(rpc.GetGatewayConfig, {}));
  },
};
