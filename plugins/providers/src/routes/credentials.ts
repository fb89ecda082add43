import type { PluginApi } from '@portcullis/core';
import { type CredentialRefreshConfig, resolveGatewayScope, workspaceQuery } from '@portcullis/plugin-gateways';
import type { ProvidersConfig } from '../config.ts';
import { credentialStatusJson, credentialStatusSchema } from '../credentials/json.ts';
import { credentialParams, type RefreshConfigBody, refreshConfigBody } from './schemas.ts';

export function credentialRoutes(api: PluginApi<ProvidersConfig>): void {
  api.route({
    method: 'POST',
    path: '/api/gateways/{gw}/providers/{name}/credentials/{key}/refresh',
    access: 'operator',
    tags: ['providers'],
    summary: "Refresh a provider credential now (the recovery action `retry`); answers the credential's refresh state afterwards.",
    description:
      'OpenShell 0.1 gateways (RotateProviderCredential): a credential with a refresh configuration is refreshed at once. One that needs a person stays failed and says so in `state` and `recovery_action`: `reauthorize` wants a new credential value and `fix_configuration` a new configuration (both PUT /api/gateways/{gw}/providers/{name}), `investigate` a look at `message`. A static credential is refused by the gateway (409 GATEWAY_PRECONDITION_FAILED), a provider or credential it does not have is a 404 PROVIDER_CREDENTIAL_NOT_FOUND whose detail names which; a gateway without credential refresh answers 409 GATEWAY_CAPABILITY_UNAVAILABLE before anything is sent. Audited as provider.credential_refresh.',
    params: credentialParams,
    query: workspaceQuery,
    response: credentialStatusSchema,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const status = await request.resolve('providerCredentials').refresh(scope, request.params.name, request.params.key, request.signal);
      return credentialStatusJson(status);
    },
  });

  // Operators, as for the refresh itself: they already set credential values (PUT …/providers/{name}), and the
  // material is as secret as those and handled the same way (docs/providers.md "Credential refresh").
  api.route({
    method: 'PUT',
    path: '/api/gateways/{gw}/providers/{name}/credentials/{key}/refresh',
    access: 'operator',
    tags: ['providers'],
    summary: "Set (or replace) a provider credential's refresh configuration: strategy, material and expiry; answers its refresh state afterwards.",
    description:
      "OpenShell 0.1 gateways (ConfigureProviderRefresh). `strategy` is how the gateway refreshes the credential (`static`, `external`, `oauth2_refresh_token`, `oauth2_client_credentials`, `google_service_account_jwt`, `aws_sts_assume_role`); `material` what it needs for that (token URL, client id, refresh token, …; at most 64 keys, values up to 8192 characters); `secret_material_keys` the material keys the gateway stores as secrets (each must be a key of `material`); `expires_at` when the current value expires. The configuration replaces the credential's previous one (and the failure it had). **Material values are write-only**: no answer, audit row, event or error message carries one; audit and the event `provider.credential_configured` name the keys only. A provider or credential the gateway does not have is a 404 PROVIDER_CREDENTIAL_NOT_FOUND whose detail names which, a configuration it refuses a 400; a gateway without credential refresh answers 409 GATEWAY_CAPABILITY_UNAVAILABLE before anything is sent. Audited as provider.credential_refresh_configure.",
    params: credentialParams,
    query: workspaceQuery,
    body: refreshConfigBody,
    response: credentialStatusSchema,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const { name, key } = request.params;
      const status = await request.resolve('providerCredentials').configure(scope, name, key, configOf(request.body), request.signal);
      return credentialStatusJson(status);
    },
  });

  api.route({
    method: 'DELETE',
    path: '/api/gateways/{gw}/providers/{name}/credentials/{key}/refresh',
    access: 'operator',
    tags: ['providers'],
    summary: "Remove a provider credential's refresh configuration: the gateway no longer refreshes it (it is static).",
    description:
      'OpenShell 0.1 gateways (DeleteProviderRefresh). 404 PROVIDER_CREDENTIAL_REFRESH_NOT_FOUND when the credential has no refresh configuration, 404 PROVIDER_CREDENTIAL_NOT_FOUND when the provider or credential is missing; a gateway without credential refresh answers 409 GATEWAY_CAPABILITY_UNAVAILABLE before anything is sent. Audited as provider.credential_refresh_remove, announced as provider.credential_refresh_removed.',
    params: credentialParams,
    query: workspaceQuery,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      await request.resolve('providerCredentials').removeConfiguration(scope, request.params.name, request.params.key, request.signal);
      return undefined;
    },
  });
}

function configOf(body: RefreshConfigBody): CredentialRefreshConfig {
  return {
    strategy: body.strategy,
    material: body.material,
    secretMaterialKeys: body.secret_material_keys ?? [],
    expiresAt: body.expires_at === undefined ? null : Date.parse(body.expires_at),
  };
}
