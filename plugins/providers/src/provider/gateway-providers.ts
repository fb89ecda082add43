import type { AuditWriter } from '@portcullis/core';
import type { GatewayApi, GatewayProvider, GatewayScope } from '@portcullis/plugin-gateways';
import type { AttachResult, ProviderAttachments } from '../attachments/service.ts';
import type { Catalogue, ProviderTypeCatalog } from '../catalog/catalog.ts';
import { requireImportedProfile } from '../catalog/imported-profile.ts';
import { ProvidersUpstream } from '../gateway/providers-upstream.ts';
import type { CreateBody, UpdateBody } from '../routes/schemas.ts';
import { apiKeyCredential } from './api-key.ts';
import { changedKeys, providerChangeOf, providerInputOf } from './wire.ts';

interface Deps {
  gateways: GatewayApi;
  audit: AuditWriter;
  types: ProviderTypeCatalog;
  attachments: ProviderAttachments;
}

/** A provider the gateway answered with, and the type catalogue that names its `api_key` credential. */
export interface ProviderWithTypes {
  provider: GatewayProvider;
  types: Catalogue;
}

/**
 * The providers of a gateway workspace as the REST API reaches them: read, created, updated and deleted on the
 * gateway (changes audited write-ahead), and attached to sandboxes once the gateway's profiles allow it.
 */
export class GatewayProviders {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  list(scope: GatewayScope, signal: AbortSignal): Promise<GatewayProvider[]> {
    return this.upstream(scope, signal).list();
  }

  /** 404 PROVIDER_NOT_FOUND for a provider the workspace does not have. */
  get(scope: GatewayScope, name: string, signal: AbortSignal): Promise<GatewayProvider> {
    return this.upstream(scope, signal).get(name);
  }

  /** The full records of the providers attached to a sandbox. */
  attachedTo(scope: GatewayScope, sandbox: string, signal: AbortSignal): Promise<GatewayProvider[]> {
    return this.upstream(scope, signal).attachedTo(sandbox);
  }

  /** Creates a provider of an imported type (where the gateway imports profiles), its `api_key` under the type's credential name. */
  async create(scope: GatewayScope, body: CreateBody, signal: AbortSignal): Promise<ProviderWithTypes> {
    await requireImportedProfile({ gateways: this.deps.gateways, types: this.deps.types }, scope, body.type, signal);
    const types = await this.deps.types.current(scope, signal);
    const input = providerInputOf(body, apiKeyCredential(body.type, types.types));
    const provider = await this.deps.audit.effect(
      {
        action: 'provider.create',
        resourceType: 'provider',
        resourceId: body.name,
        gateway: scope.gateway.name,
        detail: {
          workspace: scope.workspace,
          type: body.type,
          credential_keys: Object.keys(input.credentials).sort(),
          config_keys: Object.keys(input.config).sort(),
        },
      },
      () => this.upstream(scope, signal).create(input),
    );
    return { provider, types };
  }

  /** Merges `body` into the provider (keys sent set, keys sent empty removed); the audit row names the keys, never a value. */
  async update(scope: GatewayScope, name: string, body: UpdateBody, signal: AbortSignal): Promise<ProviderWithTypes> {
    const upstream = this.upstream(scope, signal);
    const [current, types] = await Promise.all([upstream.get(name), this.deps.types.current(scope, signal)]);
    const apiKeyName = apiKeyCredential(current.type, types.types);
    const provider = await this.deps.audit.effect(
      {
        action: 'provider.update',
        resourceType: 'provider',
        resourceId: name,
        gateway: scope.gateway.name,
        detail: { workspace: scope.workspace, ...changedKeys(body, apiKeyName) },
      },
      () => upstream.update(providerChangeOf(name, body, apiKeyName)),
    );
    return { provider, types };
  }

  /** 404 when the gateway has no such provider; 409 naming the sandboxes while it is attached. */
  delete(scope: GatewayScope, name: string, signal: AbortSignal): Promise<void> {
    return this.deps.audit.effect(
      {
        action: 'provider.delete',
        resourceType: 'provider',
        resourceId: name,
        gateway: scope.gateway.name,
        detail: { workspace: scope.workspace },
      },
      () => this.upstream(scope, signal).delete(name),
    );
  }

  /**
   * Attaches a provider to a sandbox (`providerAttachments`). A provider whose profile was deleted since it was created
   * cannot be attached on gateways that import profiles: said first here. An unknown provider is left to the gateway,
   * whose refusal (409) is the answer, as on every line.
   */
  async attach(scope: GatewayScope, sandbox: string, provider: string, signal: AbortSignal): Promise<AttachResult> {
    const { gateways, types } = this.deps;
    if ((await gateways.capabilities(scope.gateway, { signal })).profileImport) {
      const existing = await this.upstream(scope, signal)
        .get(provider)
        .catch(() => null);
      if (existing) await requireImportedProfile({ gateways, types }, scope, existing.type, signal);
    }
    return this.deps.attachments.attach(scope, sandbox, provider, { signal });
  }

  private upstream(scope: GatewayScope, signal: AbortSignal): ProvidersUpstream {
    return new ProvidersUpstream(this.deps.gateways, scope, signal);
  }
}
