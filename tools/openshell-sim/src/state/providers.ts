// Provider records per workspace. Credentials are stored as given and only ever leave as "REDACTED".
import { randomBytes, randomUUID } from 'node:crypto';
import type { Provider } from '@portcullis/proto/generated/openshell/datamodel/v1/Provider';
import { alreadyExists, failedPrecondition, notFound } from '../grpc/errors.ts';
import { wireMetadata } from './metadata.ts';
import type { ProviderRecord } from './types.ts';
import { ENV_KEY } from './validation.ts';

export const REDACTED = 'REDACTED';

export class ProviderStore {
  private readonly records = new Map<string, ProviderRecord>();

  private static key(workspace: string, name: string): string {
    return `${workspace}/${name}`;
  }

  find(workspace: string, name: string): ProviderRecord | undefined {
    return this.records.get(ProviderStore.key(workspace, name));
  }

  require(workspace: string, name: string): ProviderRecord {
    const record = this.find(workspace, name);
    if (!record) throw notFound('provider not found');
    return record;
  }

  create(input: Omit<ProviderRecord, 'id' | 'createdAtMs' | 'resourceVersion' | 'name'> & { name: string }): ProviderRecord {
    const name = input.name || `${input.type}-${randomBytes(3).toString('hex')}`;
    if (this.find(input.workspace, name)) throw alreadyExists('provider already exists');
    const record: ProviderRecord = { ...input, name, id: randomUUID(), createdAtMs: Date.now(), resourceVersion: 1 };
    this.records.set(ProviderStore.key(record.workspace, name), record);
    return record;
  }

  delete(workspace: string, name: string): boolean {
    return this.records.delete(ProviderStore.key(workspace, name));
  }

  list(workspace: string | undefined): ProviderRecord[] {
    return [...this.records.values()]
      .filter((record) => workspace === undefined || record.workspace === workspace)
      .sort((a, b) => a.createdAtMs - b.createdAtMs || a.name.localeCompare(b.name));
  }
}

/**
 * The providers attached to one sandbox may not supply the same credential variable: the sandbox could not tell
 * which value it gets (upstream refuses at create, attach and provider update).
 */
export function assertCredentialKeysUnique(providers: readonly ProviderRecord[]): void {
  const owners = new Map<string, string>();
  for (const provider of providers) {
    for (const key of Object.keys(provider.credentials).filter((k) => ENV_KEY.test(k))) {
      const first = owners.get(key);
      if (first === undefined) owners.set(key, provider.name);
      else if (first !== provider.name) {
        throw failedPrecondition(
          `credential env key '${key}' is provided by both provider '${first}' and provider ` + `'${provider.name}'; use provider-specific env names`,
        );
      }
    }
  }
}

/** Merge semantics of UpdateProvider: an empty value deletes the key, others are set, unsent keys stay. */
export function mergeMap<T extends string | number>(current: Record<string, T>, changes: Record<string, T>, isEmpty: (value: T) => boolean): Record<string, T> {
  const next = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (isEmpty(value)) delete next[key];
    else next[key] = value;
  }
  return next;
}

export function redactedProvider(record: ProviderRecord): Provider {
  return {
    metadata: wireMetadata(record),
    type: record.type,
    credentials: Object.fromEntries(Object.keys(record.credentials).map((key) => [key, REDACTED])),
    config: { ...record.config },
    credential_expires_at_ms: { ...record.credentialExpiresAtMs },
    profile_workspace: '',
  };
}
