import { Problem } from '@portcullis/core';
import type { GatewayApi, GatewayScope, ProviderProfileInput } from '@portcullis/plugin-gateways';
import type { ProviderTypeCatalog } from './catalog.ts';
import type { ProfileBody } from './profile-schema.ts';

/** The import body as the gateway API takes it. */
export function profileInputOf(profile: ProfileBody): ProviderProfileInput {
  return {
    id: profile.id,
    displayName: profile.display_name || profile.id,
    description: profile.description,
    category: profile.category,
    credentials: profile.credentials.map((credential) => ({
      name: credential.name,
      description: credential.description,
      envVars: credential.env_vars,
      required: credential.required,
    })),
    endpoints: profile.endpoints,
    binaries: profile.binaries,
    inferenceCapable: profile.inference_capable,
  };
}

/**
 * On a gateway whose profiles are imported (the 0.1 line), a provider's type must name an imported profile
 * exactly: the gateway refuses anything else. Refused here first (409 PROVIDER_PROFILE_MISSING), with the way out.
 */
export async function requireImportedProfile(
  deps: { gateways: GatewayApi; types: ProviderTypeCatalog },
  scope: GatewayScope,
  type: string,
  signal?: AbortSignal,
): Promise<void> {
  if (!(await deps.gateways.capabilities(scope.gateway, { signal })).profileImport) return;
  const catalogue = await deps.types.current(scope, signal);
  if (catalogue.types.some((entry) => entry.id === type)) return;
  const base = `/api/gateways/${encodeURIComponent(scope.gateway.name)}`;
  throw new Problem(409, 'PROVIDER_PROFILE_MISSING', {
    detail:
      `Gateway ${scope.gateway.name} has no provider profile '${type}' in workspace '${scope.workspace}': OpenShell 0.1 gateways start with an empty catalog and take only providers of imported types. ` +
      `Import the profile first (POST ${base}/providers/types/import), then try again.`,
    extensions: { gateway: scope.gateway.name, workspace: scope.workspace, profile: type },
  });
}
