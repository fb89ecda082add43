import type { ServicePrincipalDirectory } from './services/principals.ts';

declare module '@portcullis/core' {
  interface ServiceMap {
    /** Service principals and their keys (exported). */
    servicePrincipals: ServicePrincipalDirectory;
  }
  interface EventMap {
    /** Internal: a principal changed; every replica forgets what it cached of its key. */
    'service_principal.changed': { id: string };
  }
}
