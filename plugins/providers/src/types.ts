import type { ProviderAttachments } from './attachments/service.ts';
import type { ProviderTypeCatalog } from './catalog/catalog.ts';
import type { ProviderProfileImports } from './catalog/profile-imports.ts';

declare module '@portcullis/core' {
  interface ServiceMap {
    /** Attach / detach providers to sandboxes, idempotent and retried (exported: the kill switch, curfew and budgets use it). */
    providerAttachments: ProviderAttachments;
    /** The provider type catalogue per gateway, with the static fallback (exported). */
    providerTypes: ProviderTypeCatalog;
    /** Provider profiles imported into and deleted from gateways that take them (the 0.1 line), audited (private). */
    providerProfileImports: ProviderProfileImports;
  }
}
