import { definePlugin } from '@portcullis/core';
import './types.ts';
import { serviceRoutes } from './routes.ts';
import { SandboxServices } from './service.ts';

export type { SandboxServices } from './service.ts';

export default definePlugin({
  id: 'services',
  description: 'The ports a sandbox exposes through its gateway (OpenShell 0.1): listed with their URLs, exposed and removed.',
  dependsOn: ['gateways'],
  events: {
    'sandbox.service_exposed': 'A port inside a sandbox was exposed through its gateway, or a service was pointed at another port.',
    'sandbox.service_removed': 'An exposed service of a sandbox was removed.',
  },
  register(api) {
    api.provide('sandboxServices', (s) => new SandboxServices({ gateways: s.gatewayApi, audit: s.audit, events: s.events }));
    serviceRoutes(api);
  },
});
