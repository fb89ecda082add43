import { definePlugin } from '@portcullis/core';
import './types.ts';
import { gatewayTemplateRoutes } from './routes.ts';
import { GatewayTemplates } from './service.ts';

export { type TemplateBody, templateBody, templateSpecOf } from './json.ts';
export type { GatewayTemplates } from './service.ts';

export default definePlugin({
  id: 'gateway-templates',
  description: 'Sandbox templates stored on each gateway (OpenShell 0.1): listed, created and deleted, audited; sandboxes are created from them.',
  dependsOn: ['gateways'],
  events: {
    'gateway_template.created': 'A sandbox template was stored on a gateway.',
    'gateway_template.deleted': 'A sandbox template was deleted from a gateway.',
  },
  register(api) {
    api.provide('gatewayTemplates', (s) => new GatewayTemplates({ gateways: s.gatewayApi, audit: s.audit, events: s.events }));
    gatewayTemplateRoutes(api);
  },
});
