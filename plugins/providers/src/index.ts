import { definePlugin } from '@portcullis/core';
import './types.ts';
import { ProviderAttachments } from './attachments/service.ts';
import { ProviderTypeCatalog } from './catalog/catalog.ts';
import { ProviderProfileImports } from './catalog/profile-imports.ts';
import { providersConfigSchema } from './config.ts';
import { attachmentRoutes } from './routes/attachments.ts';
import { providerRoutes } from './routes/providers.ts';
import { typeRoutes } from './routes/types.ts';

export { isConcurrentModification } from './attachments/retry.ts';
// What the kill-switch, curfew, budget, sandboxes and templates plugins build on.
export type {
  AttachmentOptions,
  AttachmentScope,
  AttachResult,
  DetachResult,
  PendingChange,
  ProviderAttachments,
  UnconfirmedChange,
} from './attachments/service.ts';
export type { Catalogue, CatalogueSource, ProviderTypeCatalog } from './catalog/catalog.ts';
export { type ProviderType, providerTypeSchema } from './catalog/provider-type.ts';
export { staticProviderTypes } from './catalog/static-types.ts';
export type { ProvidersConfig } from './config.ts';
export { apiKeyCredential, FALLBACK_API_KEY_CREDENTIAL } from './provider/api-key.ts';
export { type ProviderJson, providerJson, providerJsonSchema } from './provider/json.ts';
export { PROVIDER_NAME_MAX, PROVIDER_NAME_PATTERN, providerNameSchema } from './provider/names.ts';

export default definePlugin({
  id: 'providers',
  description: 'Providers (credentials for external services) per gateway, the provider type catalogue, and attaching providers to sandboxes.',
  dependsOn: ['gateways'],
  config: { namespace: 'provider', schema: providersConfigSchema },
  register(api) {
    const config = api.config;
    api.provide('providerTypes', (s) => new ProviderTypeCatalog({ gateways: s.gatewayApi, clock: s.clock, ttlMs: config.types_cache_seconds * 1000 }));
    api.provide('providerProfileImports', (s) => new ProviderProfileImports({ gateways: s.gatewayApi, types: s.providerTypes, audit: s.audit }), {
      private: true,
    });
    api.provide(
      'providerAttachments',
      (s) =>
        new ProviderAttachments({
          gateways: s.gatewayApi,
          registry: s.gatewayRegistry,
          audit: s.audit,
          retry: { retries: config.attach_retries, delayMs: config.attach_retry_delay_ms },
        }),
    );
    // A gateway registered again under the same name may be a different gateway.
    api.on(
      'gateway.unregistered',
      (event, { resolve }) => {
        resolve('providerTypes').evict(event.data.gateway);
      },
      { replicas: 'all' },
    );

    typeRoutes(api);
    providerRoutes(api);
    attachmentRoutes(api);
  },
});
