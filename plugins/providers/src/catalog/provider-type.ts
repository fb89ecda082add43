import type { ProviderProfile__Output } from '@portcullis/proto/generated/openshell/v1/ProviderProfile';
import { z } from 'zod';

// One entry of the provider type catalogue as Portcullis shows it, whether it came from the gateway's
// ListProviderProfiles or from the static fallback file.

export const PROVIDER_TYPE_CATEGORIES = ['inference', 'agent', 'source_control', 'messaging', 'data', 'knowledge', 'other', 'unspecified'] as const;

const CATEGORY_PREFIX = 'PROVIDER_PROFILE_CATEGORY_';

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

/** `PROVIDER_PROFILE_CATEGORY_SOURCE_CONTROL` → `source_control`; unknown numeric values (open enums) → `unspecified`. */
export function categoryName(category: unknown): string {
  if (typeof category !== 'string' || !category.startsWith(CATEGORY_PREFIX)) return 'unspecified';
  return category.slice(CATEGORY_PREFIX.length).toLowerCase();
}

export function providerTypeFromProfile(profile: ProviderProfile__Output): ProviderType {
  return {
    id: profile.id,
    display_name: profile.display_name || profile.id,
    category: categoryName(profile.category),
    description: profile.description,
    credentials: profile.credentials.map((credential) => ({
      name: credential.name,
      required: credential.required,
      env_vars: [...credential.env_vars],
    })),
    inference_capable: profile.inference_capable,
  };
}
