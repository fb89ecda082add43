import type { CredentialRefreshStatus, GatewayProvider } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import type { ProviderType } from '../catalog/provider-type.ts';
import { credentialStatusJson, credentialStatusSchema } from '../credentials/json.ts';
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
  /** Each credential's refresh state and recovery action (OpenShell 0.1); null where the gateway has no credential refresh, or the states could not be read just then. */
  credential_status: z.array(credentialStatusSchema).nullable(),
  id: z.string(),
  resource_version: z.number().int(),
  created_at: z.string().nullable(),
});

export type ProviderJson = z.output<typeof providerJsonSchema>;

/** `credentials`: the credentials' refresh states, null where the gateway's line has no credential refresh. */
export function providerJson(provider: GatewayProvider, catalogue: ProviderType[], credentials: CredentialRefreshStatus[] | null): ProviderJson {
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
    credential_status: credentials === null ? null : credentials.map(credentialStatusJson),
    id: provider.id,
    resource_version: provider.resourceVersion,
    created_at: provider.createdAt === null ? null : new Date(provider.createdAt).toISOString(),
  };
}
