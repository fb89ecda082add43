import type { Provider__Output } from '@portcullis/proto/generated/openshell/datamodel/v1/Provider';
import { z } from 'zod';
import type { ProviderType } from '../catalog/provider-type.ts';
import { apiKeyCredential } from './api-key.ts';

// A provider as REST clients see it. Credential values never leave the gateway in clear (it answers REDACTED),
// and they do not leave Portcullis at all: only the names of the credential keys are shown. Config is not secret.

export const providerJsonSchema = z.object({
  name: z.string(),
  type: z.string(),
  workspace: z.string(),
  /** Names of the credentials the provider holds (sorted); never their values. */
  credential_keys: z.array(z.string()),
  /** The credential key that `api_key` reads and writes for this type. */
  api_key_credential: z.string(),
  /** Whether that credential is set. */
  has_api_key: z.boolean(),
  config: z.record(z.string(), z.string()),
  /** Expiry per credential key, where the gateway tracks one. */
  credential_expires_at: z.record(z.string(), z.string()),
  id: z.string(),
  resource_version: z.number().int(),
  created_at: z.string().nullable(),
});

export type ProviderJson = z.output<typeof providerJsonSchema>;

function isoOrNull(ms: number): string | null {
  return ms > 0 ? new Date(ms).toISOString() : null;
}

function expiries(byKey: Record<string, number>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(byKey)
      .filter(([, ms]) => Number(ms) > 0)
      .map(([key, ms]) => [key, new Date(Number(ms)).toISOString()]),
  );
}

export function providerJson(provider: Provider__Output, catalogue: ProviderType[]): ProviderJson {
  const credentialKeys = Object.keys(provider.credentials).sort();
  const apiKeyName = apiKeyCredential(provider.type, catalogue);
  return {
    name: provider.metadata?.name ?? '',
    type: provider.type,
    workspace: provider.metadata?.workspace ?? '',
    credential_keys: credentialKeys,
    api_key_credential: apiKeyName,
    has_api_key: credentialKeys.includes(apiKeyName),
    config: { ...provider.config },
    credential_expires_at: expiries(provider.credential_expires_at_ms),
    id: provider.metadata?.id ?? '',
    resource_version: Number(provider.metadata?.resource_version ?? 0),
    created_at: isoOrNull(Number(provider.metadata?.created_at_ms ?? 0)),
  };
}
