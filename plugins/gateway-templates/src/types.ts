import type { GatewayTemplates } from './service.ts';

declare module '@portcullis/core' {
  interface ServiceMap {
    /** Each gateway's own sandbox templates: listed, created and deleted with audit rows and events (exported). */
    gatewayTemplates: GatewayTemplates;
  }

  interface EventMap {
    'gateway_template.created': { gateway: string; workspace: string; template: string };
    'gateway_template.deleted': { gateway: string; workspace: string; template: string };
  }
}
