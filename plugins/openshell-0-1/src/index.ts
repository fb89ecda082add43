import { definePlugin } from '@portcullis/core';
import { gatewayWireLines } from '@portcullis/plugin-gateways';
import { line01 } from './line.ts';

export default definePlugin({
  id: 'openshell-0-1',
  description: 'Speaks the OpenShell 0.1 wire line (0.1.0–0.1.2) for the line-neutral gateway API.',
  dependsOn: ['gateways'],
  register(api) {
    api.contribute(gatewayWireLines, line01);
  },
});
