import { type AuditWriter, problems } from '@portcullis/core';
import type { GatewayApi, GatewayScope, ProfileDiagnostic, ProviderProfile, ProviderProfileInput } from '@portcullis/plugin-gateways';
import type { ProviderTypeCatalog } from './catalog.ts';

export interface ImportResult {
  imported: boolean;
  profiles: ProviderProfile[];
  diagnostics: ProfileDiagnostic[];
}

/**
 * Provider profiles an operator imports into, or deletes from, a gateway whose catalogue starts empty (the 0.1
 * line, docs/wire-lines.md). Each change is audited write-ahead; a gateway without profile import is refused
 * (409 GATEWAY_CAPABILITY_UNAVAILABLE) before the intent row is written, since nothing will reach it.
 */
export class ProviderProfileImports {
  private readonly gateways: GatewayApi;
  private readonly types: ProviderTypeCatalog;
  private readonly audit: AuditWriter;

  constructor(deps: { gateways: GatewayApi; types: ProviderTypeCatalog; audit: AuditWriter }) {
    this.gateways = deps.gateways;
    this.types = deps.types;
    this.audit = deps.audit;
  }

  /** The gateway's verdict on the profiles, nothing imported. */
  lint(scope: GatewayScope, profiles: ProviderProfileInput[], signal?: AbortSignal): Promise<{ valid: boolean; diagnostics: ProfileDiagnostic[] }> {
    return this.gateways.profiles.lint(scope, profiles, { signal });
  }

  /** Checked by the gateway first: profiles it refuses are a 400 naming each problem, and nothing is imported. */
  async import(scope: GatewayScope, profiles: ProviderProfileInput[], signal?: AbortSignal): Promise<ImportResult> {
    const linted = await this.lint(scope, profiles, signal);
    if (!linted.valid) {
      throw problems.validation(
        linted.diagnostics.map((diagnostic) => ({ path: `body.profiles.${diagnostic.profileId}.${diagnostic.field}`, message: diagnostic.message })),
        `Gateway ${scope.gateway.name} refuses these profiles; nothing was imported.`,
      );
    }
    const ids = profiles.map((profile) => profile.id);
    const result = await this.audit.effect(
      {
        action: 'provider_type.import',
        resourceType: 'provider_type',
        resourceId: ids.join(','),
        gateway: scope.gateway.name,
        detail: { workspace: scope.workspace, profiles: ids },
      },
      () => this.gateways.profiles.import(scope, profiles, { signal }),
      { outcome: (imported) => ({ imported: imported.imported }) },
    );
    this.types.forget(scope);
    return result;
  }

  /** 404 PROVIDER_TYPE_NOT_FOUND when the gateway has no such profile (the gateway refuses one in use: 409). */
  async remove(scope: GatewayScope, id: string, signal?: AbortSignal): Promise<void> {
    await this.gateways.requireCapability(scope.gateway, 'profileImport', { signal });
    const outcome = await this.audit.effect(
      { action: 'provider_type.delete', resourceType: 'provider_type', resourceId: id, gateway: scope.gateway.name, detail: { workspace: scope.workspace } },
      () => this.gateways.profiles.delete(scope, id, { signal }),
      { outcome: (deletion) => ({ deletion }) },
    );
    this.types.forget(scope);
    if (outcome === 'already_absent') throw problems.notFound('PROVIDER_TYPE_NOT_FOUND', `Gateway ${scope.gateway.name} has no provider profile '${id}'.`);
  }
}
