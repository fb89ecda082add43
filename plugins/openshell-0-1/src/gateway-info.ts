import { computeDriversOf, enumName, type GatewayOperations, gatewaySettingsOf } from '@portcullis/plugin-gateways';
import { rpc } from './methods.ts';

export const gateway: GatewayOperations = {
  async info(call) {
    const info = await call.unary(rpc.GetGatewayInfo, {});
    return {
      computeDrivers: computeDriversOf(info.compute_drivers),
      extensions: info.extensions.map((extension) => ({
        kind: enumName(extension.kind, 'EXTENSION_KIND_', () => 'UNSPECIFIED').toLowerCase(),
        name: extension.configured_name,
        implementation: extension.implementation_name,
        version: extension.implementation_version,
        capabilities: [...extension.supported_capabilities],
      })),
    };
  },

  async settings(call) {
    return gatewaySettingsOf(await call.unary(rpc.GetGatewayConfig, {}));
  },
};
