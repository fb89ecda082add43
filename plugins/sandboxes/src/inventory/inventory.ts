import { type AccessControl, type Actor, isProblem, pageOf, problems } from '@portcullis/core';
import { forEachLimited, type GatewayApi, type GatewayRecord, type GatewayRegistry } from '@portcullis/plugin-gateways';
import type { SandboxJson } from '../sandbox/json.ts';
import type { Sandboxes } from '../sandbox/sandboxes.ts';
import { matchingSandboxes, sortSandboxes } from './order.ts';
import type { InventoryQuery, UnavailableGateway } from './query.ts';

export interface InventorySettings {
  /** How many gateways are listed at once. */
  concurrency: number;
  /** How long one gateway may take to list its sandboxes before it is reported unavailable. */
  gatewayTimeoutMs: number;
}

export interface InventoryPage {
  items: SandboxJson[];
  total: number;
  unavailable: UnavailableGateway[];
}

/** One gateway's sandboxes, or why there are none to show. */
type Gathered = { sandboxes: SandboxJson[] } | { unavailable: UnavailableGateway };

/**
 * Every sandbox of every gateway the caller can see (GET /api/sandboxes): one ListSandboxes per visible gateway,
 * a bounded number at a time, each under its own deadline, so one slow or broken gateway is reported rather than
 * waited on. Visibility follows docs/roles.md: a gateway the caller has no role on is not there at all.
 */
export class SandboxInventory {
  private readonly registry: GatewayRegistry;
  private readonly access: AccessControl;
  private readonly gateways: GatewayApi;
  private readonly sandboxes: Sandboxes;
  private readonly settings: InventorySettings;

  constructor(deps: { registry: GatewayRegistry; access: AccessControl; gateways: GatewayApi; sandboxes: Sandboxes; settings: InventorySettings }) {
    this.registry = deps.registry;
    this.access = deps.access;
    this.gateways = deps.gateways;
    this.sandboxes = deps.sandboxes;
    this.settings = deps.settings;
  }

  async list(actor: Actor, query: InventoryQuery, signal: AbortSignal): Promise<InventoryPage> {
    const visible = await this.visibleGateways(actor);
    const chosen = query.gateway.length === 0 ? visible : visible.filter((gateway) => query.gateway.includes(gateway.name));
    const gathered: Gathered[] = [];
    const [error] = await forEachLimited(
      chosen,
      this.settings.concurrency,
      async (gateway) => {
        gathered.push(await this.gather(gateway, query.workspace, signal));
      },
      signal,
    );
    if (error) throw error;
    const all = gathered.flatMap((entry) => ('sandboxes' in entry ? entry.sandboxes : []));
    const unavailable = gathered.flatMap((entry) => ('unavailable' in entry ? [entry.unavailable] : [])).sort((a, b) => (a.gateway < b.gateway ? -1 : 1));
    return { ...pageOf(sortSandboxes(matchingSandboxes(all, query), query.sort), query), unavailable };
  }

  /**
   * The gateways the caller has a role on. A caller with no role at all is refused (403), as the gateway list
   * refuses it; one with roles on some gateways only sees those.
   */
  private async visibleGateways(actor: Actor): Promise<GatewayRecord[]> {
    const visible: GatewayRecord[] = [];
    for (const gateway of await this.registry.list()) {
      if ((await this.access.effectiveRole(actor, gateway.name)) !== null) visible.push(gateway);
    }
    if (visible.length === 0 && (await this.access.effectiveRole(actor, null)) === null) throw problems.forbidden('You have no role here.');
    return visible;
  }

  /** One gateway's sandboxes in `workspace` (its default one when null); a gateway without that workspace has none. */
  private async gather(gateway: GatewayRecord, workspace: string | undefined, signal: AbortSignal): Promise<Gathered> {
    const deadline = AbortSignal.timeout(this.settings.gatewayTimeoutMs);
    const bounded = AbortSignal.any([signal, deadline]);
    try {
      if (workspace !== undefined) await this.gateways.workspaces.require(gateway, workspace, { signal: bounded });
      return { sandboxes: await this.sandboxes.list({ gateway, workspace: workspace ?? gateway.defaultWorkspace }, bounded) };
    } catch (error) {
      // Only the workspace can be missing from a list call: a gateway without it has none of its sandboxes.
      if (workspace !== undefined && isProblem(error) && error.status === 404) return { sandboxes: [] };
      if (signal.aborted) throw error;
      return { unavailable: unavailableEntry(gateway.name, error, deadline.aborted ? this.settings.gatewayTimeoutMs : null) };
    }
  }
}

function unavailableEntry(gateway: string, error: unknown, timedOutAfterMs: number | null): UnavailableGateway {
  if (timedOutAfterMs !== null) return { gateway, code: 'GATEWAY_TIMEOUT', detail: `no answer within ${timedOutAfterMs} ms` };
  if (isProblem(error)) return { gateway, code: error.code, detail: error.detail };
  return { gateway, code: 'INTERNAL_ERROR', detail: 'an unexpected error occurred' };
}
