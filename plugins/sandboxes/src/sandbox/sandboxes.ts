import { isProblem } from '@portcullis/core';
import type { GatewayClientPool, GatewayRecord, GatewayScope } from '@portcullis/plugin-gateways';
import type { Sandbox__Output } from '@portcullis/proto/generated/openshell/v1/Sandbox';
import { type ContributedSandboxFields, contributedFields, type SandboxDetailFields, type SandboxFieldsScope } from './detail-fields.ts';
import { type SandboxJson, sandboxJson } from './json.ts';
import type { MetadataStore, SandboxKey } from './metadata-store.ts';

// ListSandboxes pages are capped at 1000 upstream; a list asks for full pages until a short one arrives.
const UPSTREAM_PAGE = 1000;

export const SANDBOX_NOT_FOUND = 'SANDBOX_NOT_FOUND';

export function keyOf(scope: GatewayScope, name: string): SandboxKey {
  return { gateway: scope.gateway.name, workspace: scope.workspace, name };
}

function fieldsScope(scope: GatewayScope): SandboxFieldsScope {
  return { gateway: scope.gateway.name, workspace: scope.workspace };
}

/**
 * Reads sandboxes from their gateway (the gateway's state is the truth) and joins them with what we keep
 * (exported as `sandboxes` for plugins that show or iterate sandboxes: metering, kill switch, approvals).
 */
export class Sandboxes {
  private readonly clients: GatewayClientPool;
  private readonly metadata: MetadataStore;
  private readonly detailFields: () => readonly SandboxDetailFields[];

  constructor(deps: { clients: GatewayClientPool; metadata: MetadataStore; detailFields: () => readonly SandboxDetailFields[] }) {
    this.clients = deps.clients;
    this.metadata = deps.metadata;
    this.detailFields = deps.detailFields;
  }

  /** The upstream record (404 SANDBOX_NOT_FOUND, or the gateway's mapped failure). */
  async fetch(scope: GatewayScope, name: string, signal?: AbortSignal): Promise<Sandbox__Output> {
    const response = await this.clients.unary(
      scope.gateway,
      'openshell',
      'GetSandbox',
      { name },
      {
        workspace: scope.workspace,
        notFound: SANDBOX_NOT_FOUND,
        ...(signal ? { signal } : {}),
      },
    );
    if (!response.sandbox) throw new Error(`gateway ${scope.gateway.name} answered GetSandbox without a sandbox`);
    return response.sandbox;
  }

  /** Every sandbox of the workspace, page after page. */
  fetchAll(scope: GatewayScope, signal?: AbortSignal): Promise<Sandbox__Output[]> {
    return this.listPages(scope.gateway, scope.workspace, signal);
  }

  /**
   * Every sandbox of the gateway, in every workspace (`complete`), when the gateway lets us list them all (that
   * takes its platform admin role); otherwise those of its default workspace. Each record names its workspace.
   */
  async fetchEveryWorkspace(gateway: GatewayRecord, signal?: AbortSignal): Promise<{ sandboxes: Sandbox__Output[]; complete: boolean }> {
    try {
      return { sandboxes: await this.listPages(gateway, null, signal), complete: true };
    } catch (error) {
      if (!isProblem(error) || error.extensions.grpc_status !== 'PERMISSION_DENIED') throw error;
      return { sandboxes: await this.fetchAll({ gateway, workspace: gateway.defaultWorkspace }, signal), complete: false };
    }
  }

  /** One sandbox as the REST API shows it. */
  async get(scope: GatewayScope, name: string, signal?: AbortSignal): Promise<SandboxJson> {
    return this.view(scope, await this.fetch(scope, name, signal));
  }

  /** Joins an upstream record with our metadata and what other plugins contribute. */
  async view(scope: GatewayScope, sandbox: Sandbox__Output): Promise<SandboxJson> {
    const name = sandbox.metadata?.name ?? '';
    const metadata = await this.metadata.get(keyOf(scope, name), sandbox.metadata?.id ?? '');
    const contributed = (await this.contributed(fieldsScope(scope), [name])).get(name)!;
    return sandboxJson(sandbox, { gateway: scope.gateway.name, workspace: scope.workspace, metadata, contributed });
  }

  /** Every sandbox of the workspace as the REST API shows it (metadata and contributions read once for all). */
  async list(scope: GatewayScope, signal?: AbortSignal): Promise<SandboxJson[]> {
    const [sandboxes, metadataOf] = await Promise.all([this.fetchAll(scope, signal), this.metadata.forWorkspace(scope.gateway.name, scope.workspace)]);
    const contributed = await this.contributed(
      fieldsScope(scope),
      sandboxes.map((sandbox) => sandbox.metadata?.name ?? ''),
    );
    return sandboxes.map((sandbox) => {
      const name = sandbox.metadata?.name ?? '';
      return sandboxJson(sandbox, {
        gateway: scope.gateway.name,
        workspace: scope.workspace,
        metadata: metadataOf(name, sandbox.metadata?.id ?? ''),
        contributed: contributed.get(name)!,
      });
    });
  }

  /** The contributed members of the named sandboxes' JSON (the live stream's status messages use them too). */
  contributed(scope: SandboxFieldsScope, names: string[]): Promise<Map<string, ContributedSandboxFields>> {
    return contributedFields(this.detailFields(), scope, names);
  }

  /** Page after page of one workspace, or of every workspace when `workspace` is null. */
  private async listPages(gateway: GatewayRecord, workspace: string | null, signal?: AbortSignal): Promise<Sandbox__Output[]> {
    const all: Sandbox__Output[] = [];
    for (let offset = 0; ; offset += UPSTREAM_PAGE) {
      const request = { limit: UPSTREAM_PAGE, offset, ...(workspace === null ? { all_workspaces: true } : {}) };
      const page = await this.clients.unary(gateway, 'openshell', 'ListSandboxes', request, {
        ...(workspace === null ? {} : { workspace }),
        ...(signal ? { signal } : {}),
      });
      all.push(...page.sandboxes);
      if (page.sandboxes.length < UPSTREAM_PAGE) return all;
    }
  }
}
