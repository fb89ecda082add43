import type { GatewayProvider } from '@portcullis/plugin-gateways';
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

export function providerJson(provider: GatewayProvider, catalogue: ProviderType[]): ProviderJson {
  const apiKeyName = apiKeyCredential(provider.type, catalogue);
  return {
    name: provider.name,
    type: provider.type,
    workspace: provider.workspace,
    credential_keys: [...provider.credentialKeys],
    api_key_credential: apiKeyName,
    has_api_key: provider.credentialKeys.includes(apiKeyName),
    config: { ...provider.config },
    credential_expires_at: Object.fromEntries(Object.entries(provider.credentialExpiries).map(([key, ms]) => [key, new Date(ms).toISOString()])),
    id: provider.id,
    resource_version: provider.resourceVersion,
    created_at: provider.createdAt === null ? null : new Date(provider.createdAt).toISOString(),
  };
}
