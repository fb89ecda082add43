import type { GatewayProvider } from '@portcullis/plugin-gateways';
import type { ProviderType } from '../catalog/provider-type.ts';
import type { ProviderCredentials } from '../credentials/service.ts';
import type { ProviderScope } from '../gateway/scope.ts';
import { type ProviderJson, providerJson } from './json.ts';

/**
 * Provider JSON of each provider, with its credentials' refresh states where the gateway has credential refresh. The
 * states are read after the providers themselves (after a write, once it is done): when they cannot be read just
 * then, `credential_status` is null rather than the answer an error, so a change that happened is never reported as
 * failed.
 */
export async function presentProviders(
  credentials: ProviderCredentials,
  scope: ProviderScope,
  providers: GatewayProvider[],
  catalogue: ProviderType[],
  signal?: AbortSignal,
): Promise<ProviderJson[]> {
  const statuses = await credentials
    .statusesOf(
      scope,
      providers.map((provider) => provider.name),
      signal,
    )
    .catch(() => null);
  return providers.map((provider) => providerJson(provider, catalogue, statuses === null ? null : (statuses.get(provider.name) ?? [])));
}
