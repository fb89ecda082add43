import type { GatewayClientPool, GatewayScope } from '@portcullis/plugin-gateways';
import type { Sandbox__Output } from '@portcullis/proto/generated/openshell/v1/Sandbox';
import type { MeteringCounters } from '../optional-services.ts';
import { sandboxJson, type SandboxJson } from './json.ts';
import type { MetadataStore, SandboxKey } from './metadata-store.ts';

// ListSandboxes pages are capped at 1000 upstream; a list asks for full pages until a short one arrives.
const UPSTREAM_PAGE = 1000;

export const SANDBOX_NOT_FOUND = 'SANDBOX_NOT_FOUND';

export function keyOf(scope: GatewayScope, name: string): SandboxKey {
  return { gateway: scope.gateway.name, workspace: scope.workspace, name };
}

/**
 * Reads sandboxes from their gateway (the gateway's state is the truth) and joins them with what we keep
 * (exported as `sandboxes` for plugins that show or iterate sandboxes: metering, kill switch, approvals).
 */
export class Sandboxes {
  private readonly clients: GatewayClientPool;
  private readonly metadata: MetadataStore;
  private readonly metering: () => MeteringCounters | null;

  constructor(deps: { clients: GatewayClientPool; metadata: MetadataStore; metering: () => MeteringCounters | null }) {
    this.clients = deps.clients;
    this.metadata = deps.metadata;
    this.metering = deps.metering;
  }

  /** The upstream record (404 SANDBOX_NOT_FOUND, or the gateway's mapped failure). */
  async fetch(scope: GatewayScope, name: string, signal?: AbortSignal): Promise<Sandbox__Output> {
    const response = await this.clients.unary(scope.gateway, 'openshell', 'GetSandbox', { name }, {
      workspace: scope.workspace, notFound: SANDBOX_NOT_FOUND, ...(signal ? { signal } : {}),
    });
    if (!response.sandbox) throw new Error(`gateway ${scope.gateway.name} answered GetSandbox without a sandbox`);
    return response.sandbox;
  }

  /** Every sandbox of the workspace, page after page. */
  async fetchAll(scope: GatewayScope, signal?: AbortSignal): Promise<Sandbox__Output[]> {
    const all: Sandbox__Output[] = [];
    for (let offset = 0; ; offset += UPSTREAM_PAGE) {
      const page = await this.clients.unary(scope.gateway, 'openshell', 'ListSandboxes', { limit: UPSTREAM_PAGE, offset }, {
        workspace: scope.workspace, ...(signal ? { signal } : {}),
      });
      all.push(...page.sandboxes);
      if (page.sandboxes.length < UPSTREAM_PAGE) return all;
    }
  }

  /** One sandbox as the REST API shows it. */
  async get(scope: GatewayScope, name: string, signal?: AbortSignal): Promise<SandboxJson> {
    return this.view(scope, await this.fetch(scope, name, signal));
  }

  /** Joins an upstream record with our metadata and today's metered count. */
  async view(scope: GatewayScope, sandbox: Sandbox__Output): Promise<SandboxJson> {
    const name = sandbox.metadata?.name ?? '';
    const metadata = await this.metadata.get(keyOf(scope, name), sandbox.metadata?.id ?? '');
    return sandboxJson(sandbox, { gateway: scope.gateway.name, workspace: scope.workspace, metadata, metered: await this.meteredToday(scope, name) });
  }

  /** Every sandbox of the workspace as the REST API shows it (metadata read in one query). */
  async list(scope: GatewayScope, signal?: AbortSignal): Promise<SandboxJson[]> {
    const [sandboxes, metadataOf] = await Promise.all([this.fetchAll(scope, signal), this.metadata.forWorkspace(scope.gateway.name, scope.workspace)]);
    return Promise.all(sandboxes.map(async (sandbox) => {
      const name = sandbox.metadata?.name ?? '';
      return sandboxJson(sandbox, {
        gateway: scope.gateway.name, workspace: scope.workspace, metadata: metadataOf(name, sandbox.metadata?.id ?? ''),
        metered: await this.meteredToday(scope, name),
      });
    }));
  }

  private async meteredToday(scope: GatewayScope, name: string): Promise<number | null> {
    const metering = this.metering();
    return metering ? metering.requestsToday(scope.gateway.name, name) : null;
  }
}
