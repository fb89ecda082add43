import type { PluginApi } from '@portcullis/core';
import { resolveGatewayScope, workspaceQuery } from '@portcullis/plugin-gateways';
import type { ProvidersConfig } from '../config.ts';
import { credentialStatusJson, credentialStatusSchema } from '../credentials/json.ts';
import { credentialParams } from './schemas.ts';

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
}
