import type { Clock } from '@portcullis/core';
import { isProblem } from '@portcullis/core';
import type { GatewayApi } from '@portcullis/plugin-gateways';
import type { ProviderScope } from '../gateway/scope.ts';
import { type ProviderType, providerTypeFromProfile } from './provider-type.ts';
import { staticProviderTypes } from './static-types.ts';

export type CatalogueSource = 'gateway' | 'static';

export interface Catalogue {
  types: ProviderType[];
  source: CatalogueSource;
}

interface CacheEntry {
  catalogue: Catalogue;
  connectionId: string;
  fetchedAt: number;
}

/**
 * The provider types a gateway knows (ListProviderProfiles), or the static fallback list when the gateway is too
 * old to have that RPC. Provider responses need the catalogue to say which credential `api_key` stands for, so a
 * copy is kept per gateway and workspace for `ttlMs`: a catalogue of built-in types, unlike providers themselves,
 * changes only when the gateway is upgraded.
 */
export class ProviderTypeCatalog {
  private readonly gateways: GatewayApi;
  private readonly clock: Clock;
  private readonly ttlMs: number;
  private readonly cache = new Map<string, CacheEntry>();

  constructor(options: { gateways: GatewayApi; clock: Clock; ttlMs: number }) {
    this.gateways = options.gateways;
    this.clock = options.clock;
    this.ttlMs = options.ttlMs;
  }

  /** Asks the gateway now (and refreshes the copy). */
  async fetch(scope: ProviderScope, signal?: AbortSignal): Promise<Catalogue> {
    const catalogue = await this.load(scope, signal);
    this.cache.set(cacheKey(scope), { catalogue, connectionId: scope.gateway.connectionId, fetchedAt: this.clock.now() });
    return catalogue;
  }

  /** The kept copy while it is fresh and the gateway's connection settings are unchanged; else `fetch`. */
  async current(scope: ProviderScope, signal?: AbortSignal): Promise<Catalogue> {
    const entry = this.cache.get(cacheKey(scope));
    const fresh = entry && entry.connectionId === scope.gateway.connectionId && this.clock.now() - entry.fetchedAt < this.ttlMs;
    return fresh ? entry.catalogue : this.fetch(scope, signal);
  }

  /** Forgets one workspace's copy (its profiles were imported or deleted). */
  forget(scope: ProviderScope): void {
    this.cache.delete(cacheKey(scope));
  }

  /** Forgets a gateway (it was unregistered). */
  evict(gateway: string): void {
    for (const key of [...this.cache.keys()]) if (key.startsWith(`${gateway}\u0000`)) this.cache.delete(key);
  }

  private async load(scope: ProviderScope, signal?: AbortSignal): Promise<Catalogue> {
    try {
      const profiles = await this.gateways.profiles.list(scope, { signal });
      return { types: profiles.map(providerTypeFromProfile), source: 'gateway' };
    } catch (error) {
      // Gateways before v0.0.37 lack the RPC; anything else (unreachable, refused) is a real failure.
      if (isProblem(error) && error.code === 'GATEWAY_UNSUPPORTED') return { types: staticProviderTypes(), source: 'static' };
      throw error;
    }
  }
}

function cacheKey(scope: ProviderScope): string {
  return `${scope.gateway.name}\u0000${scope.workspace}`;
}
