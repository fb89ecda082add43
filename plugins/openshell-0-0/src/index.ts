import { definePlugin } from '@portcullis/core';
import { gatewayWireLines } from '@portcullis/plugin-gateways';
import { line00 } from './line.ts';

export default definePlugin({
  id: 'openshell-0-0',
  description: 'Speaks the OpenShell 0.0 wire line (v0.0.105–v0.0.116) for the line-neutral gateway API.',
  dependsOn: ['gateways'],
  register(api) {
    api.contribute(gatewayWireLines, line00);
  },
});
