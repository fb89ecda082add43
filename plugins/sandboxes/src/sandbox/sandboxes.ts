import { isProblem, type Logger } from '@portcullis/core';
import type { GatewayApi, GatewayRecord, GatewaySandbox, GatewayScope, Labels } from '@portcullis/plugin-gateways';
import { type ContributedSandboxFields, contributedFields, type SandboxDetailFields, type SandboxFieldsScope } from './detail-fields.ts';
import { type SandboxJson, sandboxJson } from './json.ts';
import type { MetadataStore, SandboxKey } from './metadata-store.ts';
import { stateOf } from './state.ts';

/** A sandbox of a known gateway with its labels. */
export interface LabelledSandbox {
  workspace: string;
  name: string;
  /** The upstream id. */
  id: string;
  running: boolean;
  labels: Labels;
}

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
  private readonly gateways: GatewayApi;
  private readonly metadata: MetadataStore;
  private readonly detailFields: () => readonly SandboxDetailFields[];

  constructor(deps: { gateways: GatewayApi; metadata: MetadataStore; detailFields: () => readonly SandboxDetailFields[] }) {
    this.gateways = deps.gateways;
    this.metadata = deps.metadata;
    this.detailFields = deps.detailFields;
  }

  /** The gateway's record (404 SANDBOX_NOT_FOUND, or the gateway's mapped failure). */
  fetch(scope: GatewayScope, name: string, signal?: AbortSignal): Promise<GatewaySandbox> {
    return this.gateways.sandboxes.get(scope, name, { signal });
  }

  /** Every sandbox of the workspace, page after page. */
  fetchAll(scope: GatewayScope, signal?: AbortSignal): Promise<GatewaySandbox[]> {
    return this.gateways.sandboxes.list(scope, { signal });
  }

  /**
   * Every sandbox of the gateway, in every workspace (`complete`), when the gateway lets us list them all (that
   * takes its platform admin role); otherwise those of its default workspace. Each record names its workspace.
   */
  async fetchEveryWorkspace(gateway: GatewayRecord, signal?: AbortSignal): Promise<{ sandboxes: GatewaySandbox[]; complete: boolean }> {
    try {
      return { sandboxes: await this.gateways.sandboxes.listEveryWorkspace(gateway, { signal }), complete: true };
    } catch (error) {
      if (!isProblem(error) || error.extensions.grpc_status !== 'PERMISSION_DENIED') throw error;
      return { sandboxes: await this.fetchAll({ gateway, workspace: gateway.defaultWorkspace }, signal), complete: false };
    }
  }

  /**
   * Every sandbox of the gateway (as `fetchEveryWorkspace` reaches them) with the labels we keep for it: what rules
   * by label selector (budget rules, preset rules) are matched against.
   */
  private async labelled(gateway: GatewayRecord, signal?: AbortSignal): Promise<LabelledSandbox[]> {
    const { sandboxes } = await this.fetchEveryWorkspace(gateway, signal);
    const workspaces = [...new Set(sandboxes.map((sandbox) => sandbox.workspace))];
    const metadataIn = new Map(
      await Promise.all(workspaces.map(async (workspace) => [workspace, await this.metadata.forWorkspace(gateway.name, workspace)] as const)),
    );
    return sandboxes.map((sandbox) => ({
      workspace: sandbox.workspace,
      name: sandbox.name,
      id: sandbox.id,
      running: stateOf(sandbox.phase) === 'running',
      labels: metadataIn.get(sandbox.workspace)!(sandbox.name, sandbox.id).labels,
    }));
  }

  /** `labelled`, or none when the gateway cannot list them now (logged): for rules that look again on their next run. */
  async labelledIfReachable(gateway: GatewayRecord, logger: Logger, signal?: AbortSignal): Promise<LabelledSandbox[]> {
    try {
      return await this.labelled(gateway, signal);
    } catch (error) {
      logger.warn({ err: error, gateway: gateway.name }, 'label rules: the gateway could not list its sandboxes; they are looked at next time');
      return [];
    }
  }

  /** One sandbox as the REST API shows it. */
  async get(scope: GatewayScope, name: string, signal?: AbortSignal): Promise<SandboxJson> {
    return this.view(scope, await this.fetch(scope, name, signal));
  }

  /** Joins an upstream record with our metadata and what other plugins contribute. */
  async view(scope: GatewayScope, sandbox: GatewaySandbox): Promise<SandboxJson> {
    const { name } = sandbox;
    const metadata = await this.metadata.get(keyOf(scope, name), sandbox.id);
    const contributed = (await this.contributed(fieldsScope(scope), [name])).get(name)!;
    return sandboxJson(sandbox, { gateway: scope.gateway.name, workspace: scope.workspace, metadata, contributed });
  }

  /** Every sandbox of the workspace as the REST API shows it (metadata and contributions read once for all). */
  async list(scope: GatewayScope, signal?: AbortSignal): Promise<SandboxJson[]> {
    const [sandboxes, metadataOf] = await Promise.all([this.fetchAll(scope, signal), this.metadata.forWorkspace(scope.gateway.name, scope.workspace)]);
    const contributed = await this.contributed(
      fieldsScope(scope),
      sandboxes.map((sandbox) => sandbox.name),
    );
    return sandboxes.map((sandbox) =>
      sandboxJson(sandbox, {
        gateway: scope.gateway.name,
        workspace: scope.workspace,
        metadata: metadataOf(sandbox.name, sandbox.id),
        contributed: contributed.get(sandbox.name)!,
      }),
    );
  }

  /** The contributed members of the named sandboxes' JSON (the live stream's status messages use them too). */
  contributed(scope: SandboxFieldsScope, names: string[]): Promise<Map<string, ContributedSandboxFields>> {
    return contributedFields(this.detailFields(), scope, names);
  }
}
