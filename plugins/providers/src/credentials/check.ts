import type { Logger } from '@portcullis/core';
import type { GatewayApi, GatewayRecord, GatewayRegistry } from '@portcullis/plugin-gateways';
import type { ProviderCredentials } from './service.ts';

/**
 * The periodic credential check (one replica at a time): every provider credential of every workspace of each
 * gateway that reports credential refresh is looked at, and each that started to need a person is announced once
 * (`provider.credential_attention`). A gateway that cannot be asked is tried again at the next check.
 */
export class CredentialCheck {
  private readonly gateways: GatewayApi;
  private readonly registry: GatewayRegistry;
  private readonly credentials: ProviderCredentials;
  private readonly logger: Logger;

  constructor(deps: { gateways: GatewayApi; registry: GatewayRegistry; credentials: ProviderCredentials; logger: Logger }) {
    this.gateways = deps.gateways;
    this.registry = deps.registry;
    this.credentials = deps.credentials;
    this.logger = deps.logger;
  }

  async run(signal?: AbortSignal): Promise<void> {
    for (const gateway of await this.registry.list()) {
      if (signal?.aborted) return;
      try {
        await this.checkGateway(gateway, signal);
      } catch (error) {
        this.logger.warn({ err: error, gateway: gateway.name }, 'provider credential check of a gateway failed; tried again at the next check');
      }
    }
  }

  private async checkGateway(gateway: GatewayRecord, signal?: AbortSignal): Promise<void> {
    const offered = await this.gateways.capabilities(gateway, { signal });
    if (!offered.credentialRefresh) return;
    const workspaces = offered.workspaces
      ? (await this.gateways.workspaces.list(gateway, { signal })).map((workspace) => workspace.name)
      : [gateway.defaultWorkspace];
    for (const workspace of workspaces) {
      const scope = { gateway, workspace };
      const providers = await this.gateways.providers.list(scope, { signal });
      const statuses = await this.credentials.statusesOf(
        scope,
        providers.map((provider) => provider.name),
        signal,
      );
      if (statuses) await this.credentials.observeWorkspace(scope, statuses);
    }
  }
}
