import type { SandboxServices } from './service.ts';

declare module '@portcullis/core' {
  interface ServiceMap {
    /** A sandbox's exposed services: listed, exposed and removed with audit rows and events (exported). */
    sandboxServices: SandboxServices;
  }

  interface EventMap {
    'sandbox.service_exposed': { gateway: string; workspace: string; sandbox: string; service: string; port: number; domain: boolean; url: string | null };
    'sandbox.service_removed': { gateway: string; workspace: string; sandbox: string; service: string };
  }
}
