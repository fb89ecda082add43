// The provider-profile catalogue of a 0.1 gateway (docs/openshell-0.1.md §2.10): import-only, empty on a fresh gateway.
// Profiles live at platform scope (requests that omit the selector) or in one workspace; a provider's type resolves to
// its workspace's profile of that id, else to the platform's. Stored in the 0.1 wire shape: only the 0.1 line reads
// them.
import type { ProviderProfile } from '@portcullis/proto/generated-0.1/openshell/v1/ProviderProfile';

/** The scope key of platform profiles (a workspace's key is its name). */
export const PLATFORM_SCOPE = '';

export interface StoredProfile {
  scope: string;
  profile: ProviderProfile & { id: string; resource_version: number };
  createdAtMs: number;
}

export class ProviderProfileCatalog {
  private readonly byScope = new Map<string, Map<string, StoredProfile>>();

  private scopeMap(scope: string): Map<string, StoredProfile> {
    let profiles = this.byScope.get(scope);
    if (!profiles) {
      profiles = new Map();
      this.byScope.set(scope, profiles);
    }
    return profiles;
  }

  find(scope: string, id: string): StoredProfile | undefined {
    return this.byScope.get(scope)?.get(id);
  }

  /** The profile a provider of type `id` in `workspace` uses: the workspace's own, else the platform's. */
  resolve(workspace: string, id: string): StoredProfile | undefined {
    return this.find(workspace, id) ?? this.find(PLATFORM_SCOPE, id);
  }

  /** The profiles of one scope, by id. */
  list(scope: string): StoredProfile[] {
    return [...(this.byScope.get(scope)?.values() ?? [])].sort((a, b) => (a.profile.id < b.profile.id ? -1 : a.profile.id > b.profile.id ? 1 : 0));
  }

  add(scope: string, profile: ProviderProfile & { id: string }): StoredProfile {
    const stored: StoredProfile = {
      scope,
      profile: { ...structuredClone(profile), resource_version: 1, source: 'user', scope: scope === PLATFORM_SCOPE ? 'platform' : 'workspace' },
      createdAtMs: Date.now(),
    };
    this.scopeMap(scope).set(profile.id, stored);
    return stored;
  }

  replace(existing: StoredProfile, profile: ProviderProfile & { id: string }): StoredProfile {
    existing.profile = {
      ...structuredClone(profile),
      resource_version: existing.profile.resource_version + 1,
      source: existing.profile.source,
      scope: existing.profile.scope,
    };
    return existing;
  }

  delete(scope: string, id: string): boolean {
    return this.byScope.get(scope)?.delete(id) ?? false;
  }

  /** Whether `workspace`'s providers of type `id` use this stored profile (and not a closer one). */
  isUsedBy(stored: StoredProfile, workspace: string): boolean {
    return stored.scope === workspace || (stored.scope === PLATFORM_SCOPE && !this.find(workspace, stored.profile.id));
  }
}
