import type { ProviderProfile } from '@portcullis/plugin-gateways';
import { z } from 'zod';

// One entry of the provider type catalogue as Portcullis shows it, whether it came from the gateway's
// ListProviderProfiles or from the static fallback file.

export const PROVIDER_TYPE_CATEGORIES = ['inference', 'agent', 'source_control', 'messaging', 'data', 'knowledge', 'other', 'unspecified'] as const;

export const providerTypeCredentialSchema = z.object({
  name: z.string(),
  required: z.boolean(),
  env_vars: z.array(z.string()),
});

export const providerTypeSchema = z.object({
  id: z.string().min(1),
  display_name: z.string(),
  category: z.string(),
  description: z.string(),
  credentials: z.array(providerTypeCredentialSchema),
  inference_capable: z.boolean(),
});

export type ProviderType = z.output<typeof providerTypeSchema>;

/** A category the catalogue does not list (a value newer than the gateway's wire, say) is `unspecified`. */
function categoryName(category: string): string {
  return (PROVIDER_TYPE_CATEGORIES as readonly string[]).includes(category) ? category : 'unspecified';
}

export function providerTypeFromProfile(profile: ProviderProfile): ProviderType {
  return {
    id: profile.id,
    display_name: profile.displayName,
    category: categoryName(profile.category),
    description: profile.description,
    credentials: profile.credentials.map((credential) => ({
      name: credential.name,
      required: credential.required,
      env_vars: [...credential.envVars],
    })),
    inference_capable: profile.inferenceCapable,
  };
}
