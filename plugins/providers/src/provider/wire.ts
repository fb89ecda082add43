import { problems } from '@portcullis/core';
import type { ProviderChange, ProviderInput } from '@portcullis/plugin-gateways';
import type { CreateBody, UpdateBody } from '../routes/schemas.ts';

// REST bodies → what the gateway is asked to store. Upstream UpdateProvider merges: keys sent are set, keys not sent
// stay, and a key sent with an empty value is removed; our `null` means the same as `""`.

type Removable = string | null;

/** `api_key` joins the credentials under its key name; sending that key both ways is ambiguous, so refused. */
function withApiKey<V>(credentials: Record<string, V> | undefined, apiKey: V | undefined, apiKeyName: string): Record<string, V> {
  const merged = { ...credentials };
  if (apiKey === undefined) return merged;
  if (Object.hasOwn(merged, apiKeyName)) {
    throw problems.validation([{ path: 'body.api_key', message: `is stored as credential ${apiKeyName}, which credentials also sets; send only one of them` }]);
  }
  merged[apiKeyName] = apiKey;
  return merged;
}

/** Expiries to set, as epoch milliseconds (`null` ones are cleared instead: `clearedExpiries`). */
function expiriesOf(timestamps: Record<string, string | null> | undefined): Record<string, number> {
  return Object.fromEntries(
    Object.entries(timestamps ?? {})
      .filter((entry): entry is [string, string] => entry[1] !== null)
      .map(([key, value]) => [key, Date.parse(value)]),
  );
}

function clearedExpiries(timestamps: Record<string, string | null> | undefined): string[] {
  return Object.entries(timestamps ?? {})
    .filter(([, value]) => value === null)
    .map(([key]) => key);
}

function emptyForRemoval(map: Record<string, Removable>): Record<string, string> {
  return Object.fromEntries(Object.entries(map).map(([key, value]) => [key, value ?? '']));
}

export function providerInputOf(body: CreateBody, apiKeyName: string): ProviderInput {
  return {
    name: body.name,
    type: body.type,
    credentials: withApiKey(body.credentials, body.api_key, apiKeyName),
    config: { ...body.config },
    credentialExpiries: expiriesOf(body.credential_expires_at),
  };
}

export function providerChangeOf(name: string, body: UpdateBody, apiKeyName: string): ProviderChange {
  return {
    name,
    // Empty means "unchanged" upstream; a different type is refused there (INVALID_ARGUMENT).
    type: body.type ?? '',
    credentials: emptyForRemoval(withApiKey(body.credentials, body.api_key, apiKeyName)),
    config: emptyForRemoval(body.config ?? {}),
    credentialExpiries: expiriesOf(body.credential_expires_at),
    clearExpiries: clearedExpiries(body.credential_expires_at),
  };
}

export interface ChangedKeys {
  credential_keys_set: string[];
  credential_keys_removed: string[];
  config_keys_set: string[];
  config_keys_removed: string[];
  expiry_keys_set: string[];
  expiry_keys_removed: string[];
}

function split(map: Record<string, Removable> | undefined): [string[], string[]] {
  const entries = Object.entries(map ?? {});
  const removed = (value: Removable) => value === null || value === '';
  return [
    entries
      .filter(([, v]) => !removed(v))
      .map(([k]) => k)
      .sort(),
    entries
      .filter(([, v]) => removed(v))
      .map(([k]) => k)
      .sort(),
  ];
}

/** Names (never values) of what an update sets and removes: the audit detail. */
export function changedKeys(body: UpdateBody, apiKeyName: string): ChangedKeys {
  const credentials = { ...body.credentials, ...(body.api_key !== undefined ? { [apiKeyName]: body.api_key } : {}) };
  const [credentialSet, credentialRemoved] = split(credentials);
  const [configSet, configRemoved] = split(body.config);
  const [expirySet, expiryRemoved] = split(body.credential_expires_at);
  return {
    credential_keys_set: credentialSet,
    credential_keys_removed: credentialRemoved,
    config_keys_set: configSet,
    config_keys_removed: configRemoved,
    expiry_keys_set: expirySet,
    expiry_keys_removed: expiryRemoved,
  };
}
