import type { Role } from '@portcullis/core';
import type { ServicePrincipalDirectory } from './services/principals.ts';

/** What every service-principal event carries: who, and the key's public prefix (never the key). */
export interface PrincipalEventFields {
  gateway: null;
  principal_id: string;
  name: string;
  key_prefix: string;
}

declare module '@portcullis/core' {
  interface ServiceMap {
    /** Service principals and their keys (exported). */
    servicePrincipals: ServicePrincipalDirectory;
  }
  interface EventMap {
    /** Internal: a principal changed; every replica forgets what it cached of its key. */
    'service_principal.changed': { id: string };
    'service_principal.created': PrincipalEventFields & { role: Role; expires_at: string | null };
    'service_principal.rotated': PrincipalEventFields & { previous_key_prefix: string; expires_at: string | null };
    'service_principal.deleted': PrincipalEventFields;
  }
}
