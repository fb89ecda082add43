import { type AccessControl, type Actor, type AuditWriter, type EventBus, isProblem, problems } from '@portcullis/core';
import {
  DEFAULT_WORKSPACE,
  forEachLimited,
  type GatewayApi,
  type GatewayRecord,
  type GatewayRegistry,
  type GatewayScope,
  type GatewayWorkspace,
  type WorkspaceMember,
  type WorkspaceRole,
} from '@portcullis/plugin-gateways';

/** A workspace as Portcullis shows it: managed through the gateway (0.1 line), or only known to exist there (0.0). */
export interface WorkspaceView {
  gateway: string;
  name: string;
  /** `active`, `terminating`; null where the gateway cannot say (not managed). */
  phase: string | null;
  labels: Record<string, string>;
  createdAt: number | null;
  managed: boolean;
  /** The gateway's registered `default_workspace`, used when a request names none. */
  isDefault: boolean;
}

export interface GatewayWorkspaceList {
  /** Whether the gateway lists and changes its workspaces (false: 0.0, which has workspaces but no RPCs for them). */
  managed: boolean;
  workspaces: WorkspaceView[];
}

/** One gateway's part of the list across gateways: its workspaces, or why there are none. */
export interface GatewayOutcome {
  gateway: string;
  managed: boolean | null;
  error: { code: string; detail: string } | null;
}

// Gateways listed at once by the list across gateways; each call has the gateway call deadline.
const ACROSS_CONCURRENCY = 4;

/**
 * Each gateway's workspaces and their members. Reads go to the gateway; every change is an audited effect (the
 * intent row commits before the gateway is called, the outcome with its event after), and a gateway whose line has
 * no workspace RPCs is refused (409 GATEWAY_CAPABILITY_UNAVAILABLE) before the intent is written.
 */
export class GatewayWorkspaces {
  private readonly gateways: GatewayApi;
  private readonly registry: GatewayRegistry;
  private readonly access: AccessControl;
  private readonly audit: AuditWriter;
  private readonly events: EventBus;

  constructor(deps: { gateways: GatewayApi; registry: GatewayRegistry; access: AccessControl; audit: AuditWriter; events: EventBus }) {
    this.gateways = deps.gateways;
    this.registry = deps.registry;
    this.access = deps.access;
    this.audit = deps.audit;
    this.events = deps.events;
  }

  /** The gateway's workspaces; on a gateway that does not manage them, the ones it is known to have. */
  async list(gateway: GatewayRecord, signal?: AbortSignal): Promise<GatewayWorkspaceList> {
    const { workspaces: managed } = await this.gateways.capabilities(gateway, { signal });
    if (!managed) return { managed, workspaces: unmanagedWorkspaces(gateway) };
    const listed = await this.gateways.workspaces.list(gateway, { signal });
    return { managed, workspaces: listed.map((workspace) => managedView(gateway, workspace)) };
  }

  /** Every gateway the actor has a role on, listed; a gateway that fails is reported, not fatal. */
  async listAcross(actor: Actor, signal?: AbortSignal): Promise<{ workspaces: WorkspaceView[]; gateways: GatewayOutcome[] }> {
    const listed: Array<{ outcome: GatewayOutcome; workspaces: WorkspaceView[] }> = [];
    const [unexpected] = await forEachLimited(
      await this.visibleTo(actor),
      ACROSS_CONCURRENCY,
      async (gateway) => {
        listed.push(await this.listReported(gateway, signal));
      },
      signal,
    );
    if (unexpected) throw unexpected;
    return {
      workspaces: listed.flatMap((entry) => entry.workspaces).sort((a, b) => a.gateway.localeCompare(b.gateway) || a.name.localeCompare(b.name)),
      gateways: listed.map((entry) => entry.outcome).sort((a, b) => a.gateway.localeCompare(b.gateway)),
    };
  }

  private async visibleTo(actor: Actor): Promise<GatewayRecord[]> {
    const visible: GatewayRecord[] = [];
    for (const gateway of await this.registry.list()) if ((await this.access.effectiveRole(actor, gateway.name)) !== null) visible.push(gateway);
    return visible;
  }

  /** The gateway's workspaces, or (a problem on the way) why there are none. */
  private async listReported(gateway: GatewayRecord, signal?: AbortSignal): Promise<{ outcome: GatewayOutcome; workspaces: WorkspaceView[] }> {
    try {
      const { managed, workspaces } = await this.list(gateway, signal);
      return { outcome: { gateway: gateway.name, managed, error: null }, workspaces };
    } catch (error) {
      if (!isProblem(error)) throw error;
      return { outcome: { gateway: gateway.name, managed: null, error: { code: error.code, detail: error.detail } }, workspaces: [] };
    }
  }

  async create(gateway: GatewayRecord, name: string, labels: Record<string, string>, signal?: AbortSignal): Promise<WorkspaceView> {
    await this.gateways.requireCapability(gateway, 'workspaces', { signal });
    const created = await this.audit.effect(
      { action: 'workspace.create', resourceType: 'workspace', resourceId: name, gateway: gateway.name, detail: { labels } },
      () => this.gateways.workspaces.create(gateway, name, labels, { signal }),
      {
        outcome: (workspace) => ({ workspace_id: workspace.id }),
        record: async () => {
          this.events.emit('workspace.created', { gateway: gateway.name, workspace: name });
        },
      },
    );
    return managedView(gateway, created);
  }

  /** 404 WORKSPACE_NOT_FOUND when the gateway has no such workspace (it refuses one that still holds objects: 409). */
  async remove(gateway: GatewayRecord, name: string, signal?: AbortSignal): Promise<void> {
    await this.gateways.requireCapability(gateway, 'workspaces', { signal });
    const outcome = await this.audit.effect(
      { action: 'workspace.delete', resourceType: 'workspace', resourceId: name, gateway: gateway.name },
      () => this.gateways.workspaces.delete(gateway, name, { signal }),
      {
        outcome: (deletion) => ({ deletion }),
        record: async (_em, deletion) => {
          if (deletion !== 'already_absent') this.events.emit('workspace.deleted', { gateway: gateway.name, workspace: name });
        },
      },
    );
    if (outcome === 'already_absent') throw problems.notFound('WORKSPACE_NOT_FOUND', `Gateway ${gateway.name} has no workspace '${name}'.`);
  }

  members(scope: GatewayScope, signal?: AbortSignal): Promise<WorkspaceMember[]> {
    return this.gateways.workspaces.members(scope, { signal });
  }

  /** Adds the subject to the workspace with `role`, or gives a member that role. */
  async setMember(scope: GatewayScope, subject: string, role: WorkspaceRole, signal?: AbortSignal): Promise<WorkspaceMember> {
    await this.gateways.requireCapability(scope.gateway, 'workspaces', { signal });
    return this.audit.effect(
      {
        action: 'workspace.member_set',
        resourceType: 'workspace_member',
        resourceId: `${scope.workspace}/${subject}`,
        gateway: scope.gateway.name,
        detail: { workspace: scope.workspace, subject, role },
      },
      () => this.gateways.workspaces.addMember(scope, subject, role, { signal }),
      {
        record: async () => {
          this.events.emit('workspace.member_added', { gateway: scope.gateway.name, workspace: scope.workspace, subject, role });
        },
      },
    );
  }

  /** 404 WORKSPACE_MEMBER_NOT_FOUND when the subject is no member of the workspace. */
  async removeMember(scope: GatewayScope, subject: string, signal?: AbortSignal): Promise<void> {
    await this.gateways.requireCapability(scope.gateway, 'workspaces', { signal });
    const outcome = await this.audit.effect(
      {
        action: 'workspace.member_remove',
        resourceType: 'workspace_member',
        resourceId: `${scope.workspace}/${subject}`,
        gateway: scope.gateway.name,
        detail: { workspace: scope.workspace, subject },
      },
      () => this.gateways.workspaces.removeMember(scope, subject, { signal }),
      {
        outcome: (deletion) => ({ deletion }),
        record: async (_em, deletion) => {
          if (deletion !== 'already_absent') this.events.emit('workspace.member_removed', { gateway: scope.gateway.name, workspace: scope.workspace, subject });
        },
      },
    );
    if (outcome === 'already_absent')
      throw problems.notFound('WORKSPACE_MEMBER_NOT_FOUND', `'${subject}' is no member of workspace '${scope.workspace}' on gateway ${scope.gateway.name}.`);
  }
}

function managedView(gateway: GatewayRecord, workspace: GatewayWorkspace): WorkspaceView {
  return {
    gateway: gateway.name,
    name: workspace.name,
    phase: workspace.phase,
    labels: workspace.labels,
    createdAt: workspace.createdAt,
    managed: true,
    isDefault: workspace.name === gateway.defaultWorkspace,
  };
}

/** A 0.0 gateway always has `default`, and the workspace it was registered with (if another) is assumed to exist. */
function unmanagedWorkspaces(gateway: GatewayRecord): WorkspaceView[] {
  const names = [...new Set([DEFAULT_WORKSPACE, gateway.defaultWorkspace])].sort();
  return names.map((name) => ({
    gateway: gateway.name,
    name,
    phase: null,
    labels: {},
    createdAt: null,
    managed: false,
    isDefault: name === gateway.defaultWorkspace,
  }));
}
