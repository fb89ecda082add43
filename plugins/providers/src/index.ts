import { definePlugin } from '@portcullis/core';
import './types.ts';
import { ProviderAttachments } from './attachments/service.ts';
import { ProviderTypeCatalog } from './catalog/catalog.ts';
import { ProviderProfileImports } from './catalog/profile-imports.ts';
import { providersConfigSchema } from './config.ts';
import { CredentialCheck } from './credentials/check.ts';
import { CredentialState } from './credentials/entity.ts';
import { ProviderCredentials } from './credentials/service.ts';
import { CredentialStates } from './credentials/states.ts';
import { providerMigrations } from './migrations.ts';
import { GatewayProviders } from './provider/gateway-providers.ts';
import { attachmentRoutes } from './routes/attachments.ts';
import { credentialRoutes } from './routes/credentials.ts';
import { providerRoutes } from './routes/providers.ts';
import { typeRoutes } from './routes/types.ts';
import { gatewayProvidersRef } from './services.ts';

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
export { type CredentialStatusJson, credentialStatusSchema } from './credentials/json.ts';
export { apiKeyCredential, FALLBACK_API_KEY_CREDENTIAL } from './provider/api-key.ts';
export { type ProviderJson, providerJson, providerJsonSchema } from './provider/json.ts';
export { PROVIDER_NAME_MAX, PROVIDER_NAME_PATTERN, providerNameSchema } from './provider/names.ts';

export default definePlugin({
  id: 'providers',
  description: 'Providers (credentials for external services) per gateway, the provider type catalogue, and attaching providers to sandboxes.',
  dependsOn: ['gateways'],
  config: { namespace: 'provider', schema: providersConfigSchema },
  entities: [CredentialState],
  migrations: providerMigrations,
  events: {
    'provider.credential_attention':
      'A provider credential started to need a person: its refresh failed and wants reauthorizing, a configuration fix or an investigation.',
    'provider.credential_refreshed': 'A provider credential was refreshed on request; the data says the state it is in afterwards.',
    'provider.credential_configured':
      "A provider credential's refresh configuration was set or replaced; the data names the strategy, expiry and material keys (never a value) and the state afterwards.",
    'provider.credential_refresh_removed': "A provider credential's refresh configuration was removed: the gateway no longer refreshes it.",
  },
  register(api) {
    const config = api.config;
    const checkIntervalMs = config.credential_check_interval_seconds * 1000;
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
    api.provide(
      gatewayProvidersRef,
      (s) => new GatewayProviders({ gateways: s.gatewayApi, audit: s.audit, types: s.providerTypes, attachments: s.providerAttachments }),
      { private: true },
    );
    api.provide('providerCredentialStates', (s) => new CredentialStates({ database: s.database, clock: s.clock }), { private: true });
    api.provide(
      'providerCredentials',
      (s) => new ProviderCredentials({ gateways: s.gatewayApi, audit: s.audit, events: s.events, database: s.database, states: s.providerCredentialStates }),
      { private: true },
    );
    api.provide(
      'providerCredentialCheck',
      (s) => new CredentialCheck({ gateways: s.gatewayApi, registry: s.gatewayRegistry, credentials: s.providerCredentials, logger: api.logger }),
      { private: true },
    );
    api.task({
      id: 'provider.credential_check',
      every: checkIntervalMs,
      timeout: Math.max(checkIntervalMs, 120_000),
      scope: 'global',
      run: async ({ resolve, signal }) => {
        await resolve('providerCredentialCheck').run(signal);
      },
    });
    api.on('gateway.unregistered', async (event, { resolve }) => {
      await resolve('providerCredentialStates').forgetGateway(event.data.gateway);
    });
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
    credentialRoutes(api);
  },
});
