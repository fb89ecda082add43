import type { ProviderType } from '../catalog/provider-type.ts';

// Upstream a provider holds named credentials (environment variable names such as OPENAI_API_KEY, injected into
// the sandboxes it is attached to); the spec's single `api_key` has no key name of its own. It is stored under
// the first environment variable of the type's first credential (the first required one, if any), so that an
// `openai` provider created with `api_key` is what `openshell provider create --credential OPENAI_API_KEY=...`
// would have made. A type without such a credential (`generic`, types the catalogue lacks) uses API_KEY.

export const FALLBACK_API_KEY_CREDENTIAL = 'API_KEY';

export function apiKeyCredential(type: string, catalogue: ProviderType[]): string {
  const profile = catalogue.find((entry) => entry.id === type);
  const credentials = profile?.credentials ?? [];
  const preferred =
    credentials.find((credential) => credential.required && credential.env_vars.length > 0) ?? credentials.find((credential) => credential.env_vars.length > 0);
  return preferred?.env_vars[0] ?? FALLBACK_API_KEY_CREDENTIAL;
}
