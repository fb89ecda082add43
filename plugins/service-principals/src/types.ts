import type { ServicePrincipalDirectory } from './services/principals.ts';

declare module '@portcullis/core' {
  interface ServiceMap {
    /** Service principals and their keys (exported). */
    servicePrincipals: ServicePrincipalDirectory;
  }
}
