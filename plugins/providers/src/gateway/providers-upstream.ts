import { problems } from '@portcullis/core';
import type { GatewayClientPool } from '@portcullis/plugin-gateways';
import type { Provider, Provider__Output } from '@portcullis/proto/generated/openshell/datamodel/v1/Provider';
import type { UpdateProviderRequest } from '@portcullis/proto/generated/openshell/v1/UpdateProviderRequest';
import { withAttachedSandboxes } from '../provider/attached-refusal.ts';
import { readAllPages } from './pages.ts';
import type { ProviderScope } from './scope.ts';

const NOT_FOUND = 'PROVIDER_NOT_FOUND';

export function providerNotFound(name: string, gateway: string) {
  return problems.notFound(NOT_FOUND, `Provider '${name}' does not exist on gateway ${gateway}.`);
}

/** The provider RPCs of one gateway and workspace, with errors mapped (decisions §1). */
export class ProvidersUpstream {
  private readonly pool: GatewayClientPool;
  private readonly scope: ProviderScope;
  private readonly signal: AbortSignal | undefined;

  constructor(pool: GatewayClientPool, scope: ProviderScope, signal?: AbortSignal) {
    this.pool = pool;
    this.scope = scope;
    this.signal = signal;
  }

  private options() {
    return { workspace: this.scope.workspace, notFound: NOT_FOUND, ...(this.signal ? { signal: this.signal } : {}) };
  }

  list(): Promise<Provider__Output[]> {
    return readAllPages(
      async (offset, limit) => (await this.pool.unary(this.scope.gateway, 'openshell', 'ListProviders', { offset, limit }, this.options())).providers,
    );
  }

  async get(name: string): Promise<Provider__Output> {
    return this.present(name, (await this.pool.unary(this.scope.gateway, 'openshell', 'GetProvider', { name }, this.options())).provider);
  }

  async create(provider: Provider): Promise<Provider__Output> {
    const response = await this.pool.unary(this.scope.gateway, 'openshell', 'CreateProvider', { provider }, this.options());
    return this.present(provider.metadata?.name ?? '', response.provider);
  }

  async update(request: UpdateProviderRequest): Promise<Provider__Output> {
    const response = await this.pool.unary(this.scope.gateway, 'openshell', 'UpdateProvider', request, this.options());
    return this.present(request.provider?.metadata?.name ?? '', response.provider);
  }

  /** 404 when the gateway had no such provider (it answers deleted=false); 409 naming the sandboxes while attached. */
  async delete(name: string): Promise<void> {
    let deleted: boolean;
    try {
      deleted = (await this.pool.unary(this.scope.gateway, 'openshell', 'DeleteProvider', { name }, this.options())).deleted;
    } catch (error) {
      throw withAttachedSandboxes(error);
    }
    if (!deleted) throw providerNotFound(name, this.scope.gateway.name);
  }

  /** The full (redacted) records of the providers attached to a sandbox. */
  async attachedTo(sandbox: string): Promise<Provider__Output[]> {
    const response = await this.pool.unary(
      this.scope.gateway,
      'openshell',
      'ListSandboxProviders',
      { sandbox_name: sandbox },
      { ...this.options(), notFound: 'SANDBOX_NOT_FOUND' },
    );
    return response.providers;
  }

  private present(name: string, provider: Provider__Output | null): Provider__Output {
    if (!provider) throw providerNotFound(name, this.scope.gateway.name);
    return provider;
  }
}
