import { problems } from '@portcullis/core';
import type { GatewayApi, GatewayProvider, ProviderChange, ProviderInput } from '@portcullis/plugin-gateways';
import { withAttachedSandboxes } from '../provider/attached-refusal.ts';
import type { ProviderScope } from './scope.ts';

export function providerNotFound(name: string, gateway: string) {
  return problems.notFound('PROVIDER_NOT_FOUND', `Provider '${name}' does not exist on gateway ${gateway}.`);
}

/** The provider operations of one gateway and workspace, with errors mapped (docs/decisions.md §1). */
export class ProvidersUpstream {
  private readonly gateways: GatewayApi;
  private readonly scope: ProviderScope;
  private readonly context: { signal?: AbortSignal | undefined };

  constructor(gateways: GatewayApi, scope: ProviderScope, signal?: AbortSignal) {
    this.gateways = gateways;
    this.scope = scope;
    this.context = { signal };
  }

  list(): Promise<GatewayProvider[]> {
    return this.gateways.providers.list(this.scope, this.context);
  }

  get(name: string): Promise<GatewayProvider> {
    return this.gateways.providers.get(this.scope, name, this.context);
  }

  create(input: ProviderInput): Promise<GatewayProvider> {
    return this.gateways.providers.create(this.scope, input, this.context);
  }

  update(change: ProviderChange): Promise<GatewayProvider> {
    return this.gateways.providers.update(this.scope, change, this.context);
  }

  /** 404 when the gateway had no such provider; 409 naming the sandboxes while attached. */
  async delete(name: string): Promise<void> {
    let outcome: string;
    try {
      outcome = await this.gateways.providers.delete(this.scope, name, this.context);
    } catch (error) {
      throw withAttachedSandboxes(error);
    }
    if (outcome === 'already_absent') throw providerNotFound(name, this.scope.gateway.name);
  }

  /** The full (redacted) records of the providers attached to a sandbox. */
  attachedTo(sandbox: string): Promise<GatewayProvider[]> {
    return this.gateways.providers.attachedTo(this.scope, sandbox, this.context);
  }
}
