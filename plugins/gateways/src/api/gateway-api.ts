import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { isProblem, Problem } from '@portcullis/core';
import { loadWire } from '../client/load-wire.ts';
import type { GatewayClientPool } from '../client/pool.ts';
import type { GatewayRecord } from '../gateway/record.ts';
import type { GatewayRegistry } from '../registry/registry.ts';
import type { GatewayScope } from '../scope.ts';
import { KnownWorkspaces, type WorkspaceVerdict } from './known-workspaces.ts';
import type { LineCall, LineOperations, WireLine } from './line.ts';
import { pooledLineCall } from './line-call.ts';
import type {
  ChunkApproval,
  CredentialRefreshConfig,
  ExecRequest,
  GatewayTemplateSpec,
  InferenceRouteInput,
  LogQuery,
  NetworkRuleJson,
  PolicyUpdate,
  ProviderChange,
  ProviderInput,
  ProviderProfileInput,
  SandboxCreateSpec,
  SandboxTarget,
  ServiceExposure,
  WatchRequest,
  WorkspaceRole,
} from './model.ts';
import { asRequestId } from './request-ids.ts';
import type { WireLineRegistry } from './wire-lines.ts';

/** What every call may carry: a signal that cancels it (the client went away). */
export interface CallContext {
  signal?: AbortSignal | undefined;
}

/** A mutation may also name its request id (docs/wire-lines.md: the same id on every retry of one change). */
export interface MutationContext extends CallContext {
  requestId?: string | undefined;
}

/** The capabilities a line may lack, and how a refusal names them. */
const OPTIONAL_CAPABILITIES = {
  receipts: 'provider-change receipts',
  profileImport: 'provider profile import',
  inferenceRoutes: 'inference routes',
  workspaces: 'workspace management',
  services: 'exposed services',
  credentialRefresh: 'provider credential refresh',
  templates: 'gateway-side sandbox templates',
} as const;

export type OptionalCapability = keyof typeof OPTIONAL_CAPABILITIES;

/** What a gateway's line offers beyond the operations every line has. */
export interface GatewayCapabilities {
  line: string;
  version: string;
  /** Provider-change receipts: a detach has taken effect once its receipt is REVOKED. */
  receipts: boolean;
  /** Provider profiles are imported by operators (a fresh gateway's catalog is empty). */
  profileImport: boolean;
  /** The gateway's own inference routes (gone from the 0.1 line: inference goes through providers). */
  inferenceRoutes: boolean;
  /** Mutations carry a request id and are done at most once. */
  requestIds: boolean;
  /** Workspaces and their members are listed and changed through the gateway (0.0 gateways have no RPCs for them). */
  workspaces: boolean;
  /** Ports inside a sandbox are exposed through the gateway (0.0 gateways have no RPCs for it). */
  services: boolean;
  /** Each provider credential's refresh state and recovery action, and a refresh asked for now. */
  credentialRefresh: boolean;
  /** Sandbox templates stored on the gateway, and sandboxes created from them. */
  templates: boolean;
}

// A mutation whose answer was lost (UNAVAILABLE, DEADLINE_EXCEEDED) or that the gateway is still doing is sent again
// with the same request id, this many times at most: the gateway answers the first outcome instead of acting twice.
const UNCERTAIN_ATTEMPTS = 4;
const UNCERTAIN_FIRST_DELAY_MS = 200;
const UNCERTAIN_CODES = new Set(['GATEWAY_UNAVAILABLE', 'GATEWAY_TIMEOUT', 'GATEWAY_OUTCOME_UNCERTAIN']);

// The gateway ends a command at its timeout (exit 124); the stream's own deadline leaves it room to say so.
const EXEC_DEADLINE_MARGIN_MS = 30_000;

/** The deadline of an exec stream whose command may run `timeoutSeconds`. */
export function execStreamDeadlineMs(timeoutSeconds: number): number {
  return timeoutSeconds * 1000 + EXEC_DEADLINE_MARGIN_MS;
}

/**
 * The line-neutral gateway API (exported as `gatewayApi`): every plugin reaches gateways through it, in our own
 * types (model.ts), whichever wire line the gateway speaks. It picks the gateway's line from the version its last
 * Health reported, refuses gateways no enabled line speaks (409 GATEWAY_VERSION_UNSUPPORTED, nothing sent), and
 * notices a gateway that was upgraded in place before the next probe did: an answer that only another line's bytes
 * provoke makes it ask Health again and, when the line changed, send the call again in the new line's words.
 */
export class GatewayApi {
  private readonly pool: GatewayClientPool;
  private readonly registry: GatewayRegistry;
  private readonly lines: WireLineRegistry;
  private readonly execTimeoutSeconds: number;
  private readonly knownWorkspaces: KnownWorkspaces;

  constructor(deps: {
    pool: GatewayClientPool;
    registry: GatewayRegistry;
    lines: WireLineRegistry;
    execTimeoutSeconds: number;
    now?: () => number;
  }) {
    this.pool = deps.pool;
    this.registry = deps.registry;
    this.lines = deps.lines;
    this.execTimeoutSeconds = deps.execTimeoutSeconds;
    this.knownWorkspaces = new KnownWorkspaces(deps.now);
  }

  readonly gateway = {
    info: (gateway: string | GatewayRecord, context?: CallContext) => this.read(gateway, null, context, (ops, call) => ops.gateway.info(call)),
    settings: (gateway: string | GatewayRecord, context?: CallContext) => this.read(gateway, null, context, (ops, call) => ops.gateway.settings(call)),
  };

  readonly sandboxes = {
    get: (scope: GatewayScope, name: string, context?: CallContext) =>
      this.read(scope.gateway, scope.workspace, context, (ops, call) => ops.sandboxes.get(call, name)),
    list: (scope: GatewayScope, context?: CallContext) =>
      this.read(scope.gateway, scope.workspace, context, (ops, call) => ops.sandboxes.list(call, { workspace: scope.workspace })),
    /** The workspace's sandboxes as identity and phase only: what periodic work over a fleet reads. */
    briefs: (scope: GatewayScope, context?: CallContext) =>
      this.read(scope.gateway, scope.workspace, context, (ops, call) => ops.sandboxes.briefs(call, { workspace: scope.workspace })),
    /** Every workspace's sandboxes (the gateway's platform admin role); each record names its workspace. */
    listEveryWorkspace: (gateway: GatewayRecord, context?: CallContext) =>
      this.read(gateway, null, context, (ops, call) => ops.sandboxes.list(call, { allWorkspaces: true })),
    /**
     * A spec naming a `workloadTemplate`, or services to expose, is refused (409 GATEWAY_CAPABILITY_UNAVAILABLE) on
     * lines without templates or services, before anything is sent.
     */
    create: (scope: GatewayScope, spec: SandboxCreateSpec, context?: MutationContext) =>
      this.mutate(scope.gateway, scope.workspace, context, (ops, call, id) => {
        if (spec.workloadTemplate !== undefined) this.capability(call, ops.templates, 'templates');
        if (spec.services?.length) this.capability(call, ops.services, 'services');
        return ops.sandboxes.create(call, spec, id);
      }),
    delete: (scope: GatewayScope, name: string, context?: MutationContext) =>
      this.mutate(scope.gateway, scope.workspace, context, (ops, call, id) => ops.sandboxes.delete(call, name, id)),
    start: (scope: GatewayScope, name: string, context?: MutationContext) =>
      this.mutate(scope.gateway, scope.workspace, context, (ops, call, id) => ops.sandboxes.start(call, name, id)),
    stop: (scope: GatewayScope, name: string, context?: MutationContext) =>
      this.mutate(scope.gateway, scope.workspace, context, (ops, call, id) => ops.sandboxes.stop(call, name, id)),
    /**
     * A command's output and exit (timeout 0: SERVICE_GATEWAY_EXEC_TIMEOUT_SECONDS); never retried (a stream cannot
     * be), and at most once on lines with request ids.
     */
    exec: (scope: GatewayScope, target: SandboxTarget, request: ExecRequest, context?: MutationContext) => {
      const timed = { ...request, timeoutSeconds: request.timeoutSeconds > 0 ? request.timeoutSeconds : this.execTimeoutSeconds };
      const requestId = context?.requestId ? asRequestId(context.requestId) : randomUUID();
      return this.read(scope.gateway, scope.workspace, context, (ops, call) => ops.sandboxes.exec(call, target, timed, requestId));
    },
    createSshSession: (scope: GatewayScope, target: SandboxTarget, context?: CallContext) =>
      this.read(scope.gateway, scope.workspace, context, (ops, call) => ops.sandboxes.createSshSession(call, target)),
    revokeSshSession: (scope: GatewayScope, token: string, context?: CallContext) =>
      this.read(scope.gateway, scope.workspace, context, (ops, call) => ops.sandboxes.revokeSshSession(call, token)),
    logs: (scope: GatewayScope, target: SandboxTarget, query: LogQuery, context?: CallContext) =>
      this.read(scope.gateway, scope.workspace, context, (ops, call) => ops.sandboxes.logs(call, target, query)),
    watch: (scope: GatewayScope, target: SandboxTarget, request: WatchRequest, context?: CallContext) =>
      this.read(scope.gateway, scope.workspace, context, (ops, call) => ops.sandboxes.watch(call, target, request)),
  };

  readonly policies = {
    status: (scope: GatewayScope, sandbox: string, version: number, context?: CallContext) =>
      this.read(scope.gateway, scope.workspace, context, (ops, call) => ops.policies.status(call, sandbox, version)),
    revisions: (scope: GatewayScope, sandbox: string, page: { limit: number; offset: number }, context?: CallContext) =>
      this.read(scope.gateway, scope.workspace, context, (ops, call) => ops.policies.revisions(call, sandbox, page)),
    update: (scope: GatewayScope, sandbox: string, update: PolicyUpdate, context?: MutationContext) =>
      this.mutate(scope.gateway, scope.workspace, context, (ops, call, id) => ops.policies.update(call, sandbox, update, id)),
  };

  readonly drafts = {
    chunks: (scope: GatewayScope, sandbox: string, filter: 'pending' | 'all', context?: CallContext) =>
      this.read(scope.gateway, scope.workspace, context, (ops, call) => ops.drafts.chunks(call, sandbox, filter)),
    approve: (scope: GatewayScope, sandbox: string, approval: ChunkApproval, context?: MutationContext) =>
      this.mutate(scope.gateway, scope.workspace, context, (ops, call, id) => ops.drafts.approve(call, sandbox, approval, id)),
    reject: (scope: GatewayScope, sandbox: string, chunkId: string, reason: string, context?: MutationContext) =>
      this.mutate(scope.gateway, scope.workspace, context, (ops, call, id) => ops.drafts.reject(call, sandbox, chunkId, reason, id)),
    edit: (scope: GatewayScope, sandbox: string, chunkId: string, rule: NetworkRuleJson, context?: MutationContext) =>
      this.mutate(scope.gateway, scope.workspace, context, (ops, call, id) => ops.drafts.edit(call, sandbox, chunkId, rule, id)),
    undo: (scope: GatewayScope, sandbox: string, chunkId: string, context?: MutationContext) =>
      this.mutate(scope.gateway, scope.workspace, context, (ops, call, id) => ops.drafts.undo(call, sandbox, chunkId, id)),
    clear: (scope: GatewayScope, sandbox: string, context?: MutationContext) =>
      this.mutate(scope.gateway, scope.workspace, context, (ops, call, id) => ops.drafts.clear(call, sandbox, id)),
    approveAll: (scope: GatewayScope, sandbox: string, approvals: ChunkApproval[], includeFlagged: boolean, context?: MutationContext) =>
      this.mutate(scope.gateway, scope.workspace, context, (ops, call, id) => ops.drafts.approveAll(call, sandbox, approvals, includeFlagged, id)),
    history: (scope: GatewayScope, sandbox: string, context?: CallContext) =>
      this.read(scope.gateway, scope.workspace, context, (ops, call) => ops.drafts.history(call, sandbox)),
  };

  readonly providers = {
    list: (scope: GatewayScope, context?: CallContext) => this.read(scope.gateway, scope.workspace, context, (ops, call) => ops.providers.list(call)),
    get: (scope: GatewayScope, name: string, context?: CallContext) =>
      this.read(scope.gateway, scope.workspace, context, (ops, call) => ops.providers.get(call, name)),
    create: (scope: GatewayScope, input: ProviderInput, context?: MutationContext) =>
      this.mutate(scope.gateway, scope.workspace, context, (ops, call, id) => ops.providers.create(call, input, id)),
    update: (scope: GatewayScope, change: ProviderChange, context?: MutationContext) =>
      this.mutate(scope.gateway, scope.workspace, context, (ops, call, id) => ops.providers.update(call, change, id)),
    delete: (scope: GatewayScope, name: string, context?: MutationContext) =>
      this.mutate(scope.gateway, scope.workspace, context, (ops, call, id) => ops.providers.delete(call, name, id)),
    attachedTo: (scope: GatewayScope, sandbox: string, context?: CallContext) =>
      this.read(scope.gateway, scope.workspace, context, (ops, call) => ops.providers.attachedTo(call, sandbox)),
    attach: (scope: GatewayScope, sandbox: string, provider: string, expectedResourceVersion: number, context?: MutationContext) =>
      this.mutate(scope.gateway, scope.workspace, context, (ops, call, id) => ops.providers.attach(call, sandbox, provider, expectedResourceVersion, id)),
    detach: (scope: GatewayScope, sandbox: string, provider: string, expectedResourceVersion: number, context?: MutationContext) =>
      this.mutate(scope.gateway, scope.workspace, context, (ops, call, id) => ops.providers.detach(call, sandbox, provider, expectedResourceVersion, id)),
    /** 0.1: how far an attach or detach got (409 GATEWAY_CAPABILITY_UNAVAILABLE on lines without receipts). */
    receiptStatus: (scope: GatewayScope, sandbox: string, provider: string, receiptId: string, context?: CallContext) =>
      this.read(scope.gateway, scope.workspace, context, (ops, call) =>
        this.capability(call, ops.receipts, 'receipts').status(call, sandbox, provider, receiptId),
      ),
  };

  /** 0.1: provider credential refresh (409 GATEWAY_CAPABILITY_UNAVAILABLE on lines without it). */
  readonly credentials = {
    status: (scope: GatewayScope, provider: string, context?: CallContext) =>
      this.read(scope.gateway, scope.workspace, context, (ops, call) =>
        this.capability(call, ops.credentialRefresh, 'credentialRefresh').status(call, provider),
      ),
    refresh: (scope: GatewayScope, provider: string, credentialKey: string, context?: MutationContext) =>
      this.mutate(scope.gateway, scope.workspace, context, (ops, call, id) =>
        this.capability(call, ops.credentialRefresh, 'credentialRefresh').refresh(call, provider, credentialKey, id),
      ),
    configure: (scope: GatewayScope, provider: string, credentialKey: string, config: CredentialRefreshConfig, context?: MutationContext) =>
      this.mutate(scope.gateway, scope.workspace, context, (ops, call, id) =>
        this.capability(call, ops.credentialRefresh, 'credentialRefresh').configure(call, provider, credentialKey, config, id),
      ),
    remove: (scope: GatewayScope, provider: string, credentialKey: string, context?: MutationContext) =>
      this.mutate(scope.gateway, scope.workspace, context, (ops, call, id) =>
        this.capability(call, ops.credentialRefresh, 'credentialRefresh').remove(call, provider, credentialKey, id),
      ),
  };

  readonly profiles = {
    list: (scope: GatewayScope, context?: CallContext) => this.read(scope.gateway, scope.workspace, context, (ops, call) => ops.providers.profiles(call)),
    lint: (scope: GatewayScope, profiles: ProviderProfileInput[], context?: CallContext) =>
      this.read(scope.gateway, scope.workspace, context, (ops, call) => this.capability(call, ops.profileImport, 'profileImport').lint(call, profiles)),
    import: (scope: GatewayScope, profiles: ProviderProfileInput[], context?: MutationContext) =>
      this.mutate(scope.gateway, scope.workspace, context, (ops, call, id) =>
        this.capability(call, ops.profileImport, 'profileImport').import(call, profiles, id),
      ),
    delete: (scope: GatewayScope, id: string, context?: MutationContext) =>
      this.mutate(scope.gateway, scope.workspace, context, (ops, call, requestId) =>
        this.capability(call, ops.profileImport, 'profileImport').delete(call, id, requestId),
      ),
  };

  readonly inference = {
    get: (scope: GatewayScope, routeName: string, context?: CallContext) =>
      this.read(scope.gateway, scope.workspace, context, (ops, call) => this.capability(call, ops.inference, 'inferenceRoutes').get(call, routeName)),
    set: (scope: GatewayScope, input: InferenceRouteInput, deadlineMs: number, context?: CallContext) =>
      this.read(scope.gateway, scope.workspace, context, (ops, call) => this.capability(call, ops.inference, 'inferenceRoutes').set(call, input, deadlineMs)),
  };

  /** 0.1: the gateway's workspaces and their members (409 GATEWAY_CAPABILITY_UNAVAILABLE on lines without them). */
  readonly workspaces = {
    list: (gateway: string | GatewayRecord, context?: CallContext) =>
      this.read(gateway, null, context, (ops, call) => this.capability(call, ops.workspaces, 'workspaces').list(call)),
    get: (gateway: string | GatewayRecord, name: string, context?: CallContext) =>
      this.read(gateway, null, context, (ops, call) => this.capability(call, ops.workspaces, 'workspaces').get(call, name)),
    create: async (gateway: string | GatewayRecord, name: string, labels: Record<string, string>, context?: MutationContext) => {
      const record = await this.recordOf(gateway);
      try {
        return await this.mutate(record, null, context, (ops, call, id) => this.capability(call, ops.workspaces, 'workspaces').create(call, name, labels, id));
      } finally {
        this.knownWorkspaces.forget(record.name, name);
      }
    },
    delete: async (gateway: string | GatewayRecord, name: string, context?: MutationContext) => {
      const record = await this.recordOf(gateway);
      try {
        return await this.mutate(record, null, context, (ops, call, id) => this.capability(call, ops.workspaces, 'workspaces').delete(call, name, id));
      } finally {
        this.knownWorkspaces.forget(record.name, name);
      }
    },
    members: (scope: GatewayScope, context?: CallContext) =>
      this.read(scope.gateway, scope.workspace, context, (ops, call) => this.capability(call, ops.workspaces, 'workspaces').members(call)),
    addMember: (scope: GatewayScope, subject: string, role: WorkspaceRole, context?: MutationContext) =>
      this.mutate(scope.gateway, scope.workspace, context, (ops, call, id) =>
        this.capability(call, ops.workspaces, 'workspaces').addMember(call, subject, role, id),
      ),
    removeMember: (scope: GatewayScope, subject: string, context?: MutationContext) =>
      this.mutate(scope.gateway, scope.workspace, context, (ops, call, id) =>
        this.capability(call, ops.workspaces, 'workspaces').removeMember(call, subject, id),
      ),
    /**
     * 404 WORKSPACE_NOT_FOUND when a gateway that manages workspaces has none named `workspace`; answers are
     * remembered for seconds. Gateways whose line has no workspace RPCs, that no line speaks, or that
     * cannot say (unreachable, the name not ours to see) are let through: the call itself answers for them.
     */
    require: async (gateway: GatewayRecord, workspace: string, context?: CallContext): Promise<void> => {
      const verdict = await this.knownWorkspaces.verdict(gateway.name, workspace, () => this.workspaceVerdict(gateway, workspace, context));
      if (verdict === false) throw workspaceNotFound(gateway, workspace);
    },
  };

  /** 0.1: a sandbox's exposed services (409 GATEWAY_CAPABILITY_UNAVAILABLE on lines without them). */
  readonly services = {
    list: (scope: GatewayScope, sandbox: string, context?: CallContext) =>
      this.read(scope.gateway, scope.workspace, context, (ops, call) => this.capability(call, ops.services, 'services').list(call, sandbox)),
    expose: (scope: GatewayScope, sandbox: string, exposure: ServiceExposure, context?: MutationContext) =>
      this.mutate(scope.gateway, scope.workspace, context, (ops, call, id) =>
        this.capability(call, ops.services, 'services').expose(call, sandbox, exposure, id),
      ),
    delete: (scope: GatewayScope, sandbox: string, name: string, context?: MutationContext) =>
      this.mutate(scope.gateway, scope.workspace, context, (ops, call, id) => this.capability(call, ops.services, 'services').delete(call, sandbox, name, id)),
  };

  /** 0.1: the sandbox templates stored on the gateway, per workspace (409 GATEWAY_CAPABILITY_UNAVAILABLE on lines without them). */
  readonly templates = {
    list: (scope: GatewayScope, context?: CallContext) =>
      this.read(scope.gateway, scope.workspace, context, (ops, call) => this.capability(call, ops.templates, 'templates').list(call)),
    create: (scope: GatewayScope, name: string, labels: Record<string, string>, spec: GatewayTemplateSpec, context?: MutationContext) =>
      this.mutate(scope.gateway, scope.workspace, context, (ops, call, id) =>
        this.capability(call, ops.templates, 'templates').create(call, name, labels, spec, id),
      ),
    delete: (scope: GatewayScope, name: string, context?: MutationContext) =>
      this.mutate(scope.gateway, scope.workspace, context, (ops, call, id) => this.capability(call, ops.templates, 'templates').delete(call, name, id)),
  };

  /** The gateway's line and what it offers (409 GATEWAY_VERSION_UNSUPPORTED when no enabled line speaks it). */
  async capabilities(gateway: string | GatewayRecord, context?: CallContext): Promise<GatewayCapabilities> {
    const record = await this.recordOf(gateway);
    const { line, version } = await this.lineOf(record, context?.signal);
    return { line: line.id, version, ...offeredBy(await this.lines.operations(line)) };
  }

  /**
   * 409 GATEWAY_CAPABILITY_UNAVAILABLE unless the gateway's line offers `capability`: for a caller that must know
   * before it writes anything (the intent row of an audited effect).
   */
  async requireCapability(gateway: string | GatewayRecord, capability: OptionalCapability, context?: CallContext): Promise<void> {
    const record = await this.recordOf(gateway);
    if (!(await this.capabilities(record, context))[capability]) throw capabilityUnavailable(record, capability);
  }

  private async workspaceVerdict(gateway: GatewayRecord, workspace: string, context: CallContext | undefined): Promise<WorkspaceVerdict> {
    try {
      if (!(await this.capabilities(gateway, context)).workspaces) return null;
      await this.workspaces.get(gateway, workspace, context);
      return true;
    } catch (error) {
      if (isProblem(error) && error.code === 'WORKSPACE_NOT_FOUND') return false;
      return null;
    }
  }

  /** One call on the gateway's line; sent once more in another line's words when the gateway turns out to speak it. */
  private async read<T>(
    gateway: string | GatewayRecord,
    workspace: string | null,
    context: CallContext | undefined,
    work: (ops: LineOperations, call: LineCall) => Promise<T>,
  ): Promise<T> {
    const record = await this.recordOf(gateway);
    const { line } = await this.lineOf(record, context?.signal);
    const callOn = (spoken: WireLine) => pooledLineCall(this.pool, record, workspace ?? record.defaultWorkspace, { signal: context?.signal, line: spoken.id });
    try {
      return await work(await this.lines.operations(line), callOn(line));
    } catch (error) {
      if (!answeredAnotherLine(error)) throw error;
      const now = await this.redetect(record, line, error, context?.signal);
      return work(await this.lines.operations(now), callOn(now));
    }
  }

  /**
   * A mutation with its request id. On lines that honour request ids, an answer that was lost on the way, or a first
   * attempt still in progress, is asked for again with the same id: the gateway answers the first outcome.
   */
  private async mutate<T>(
    gateway: string | GatewayRecord,
    workspace: string | null,
    context: MutationContext | undefined,
    work: (ops: LineOperations, call: LineCall, requestId: string) => Promise<T>,
  ): Promise<T> {
    const requestId = context?.requestId ? asRequestId(context.requestId) : randomUUID();
    for (let attempt = 1; ; attempt += 1) {
      let requestIds = false;
      try {
        return await this.read(gateway, workspace, context, (ops, call) => {
          requestIds = ops.requestIds;
          return work(ops, call, requestId);
        });
      } catch (error) {
        const uncertain = requestIds && isProblem(error) && UNCERTAIN_CODES.has(error.code) && !context?.signal?.aborted;
        if (!uncertain || attempt >= UNCERTAIN_ATTEMPTS) throw error;
        await sleep(UNCERTAIN_FIRST_DELAY_MS * 2 ** (attempt - 1), undefined, context?.signal ? { signal: context.signal } : {});
      }
    }
  }

  private capability<T>(call: LineCall, operations: T | null, capability: OptionalCapability): T {
    if (operations) return operations;
    throw capabilityUnavailable(call.gateway, capability);
  }

  private recordOf(gateway: string | GatewayRecord): Promise<GatewayRecord> {
    return typeof gateway === 'string' ? this.registry.require(gateway) : Promise.resolve(gateway);
  }

  /** The line of the version the gateway last reported; one that never reported is asked now. */
  private async lineOf(record: GatewayRecord, signal: AbortSignal | undefined): Promise<{ line: WireLine; version: string }> {
    const version = record.version ?? (await this.askVersion(record, signal));
    const line = this.lines.lineOf(version);
    if (!line || version === null) throw this.lines.unsupported(record.name, version);
    return { line, version };
  }

  /** Health, as part of the caller's call, for a gateway whose version is not known; stored as a probe's would be. */
  private async askVersion(record: GatewayRecord, signal: AbortSignal | undefined): Promise<string | null> {
    const wire = await loadWire();
    const { version } = await this.pool.unary(record, wire.healthMethod, {}, { signal });
    await this.registry.recordVersion(record.name, version);
    return version;
  }

  /**
   * The gateway answered in a way only another line's bytes provoke (it refused them before acting): ask its version
   * again. A new line is returned to send the call again; the same line means the gateway misbehaves, said as such.
   */
  private async redetect(record: GatewayRecord, used: WireLine, error: unknown, signal: AbortSignal | undefined): Promise<WireLine> {
    const version = await this.askVersion(record, signal);
    const line = this.lines.lineOf(version);
    if (!line) throw this.lines.unsupported(record.name, version);
    if (line.id !== used.id) return line;
    throw new Problem(502, 'GATEWAY_WIRE_MISMATCH', {
      detail: `Gateway ${record.name} reports version ${version}, which speaks the ${line.id} wire line, but answered as if it spoke another: ${(error as Problem).detail}`,
      extensions: { gateway: record.name, version },
      cause: error,
    });
  }
}

/** The optional capabilities a line's operations offer. */
export function offeredBy(operations: LineOperations): Omit<GatewayCapabilities, 'line' | 'version'> {
  return {
    receipts: operations.receipts !== null,
    profileImport: operations.profileImport !== null,
    inferenceRoutes: operations.inference !== null,
    requestIds: operations.requestIds,
    workspaces: operations.workspaces !== null,
    services: operations.services !== null,
    credentialRefresh: operations.credentialRefresh !== null,
    templates: operations.templates !== null,
  };
}

function capabilityUnavailable(gateway: GatewayRecord, capability: OptionalCapability): Problem {
  return new Problem(409, 'GATEWAY_CAPABILITY_UNAVAILABLE', {
    detail: `Gateway ${gateway.name} (OpenShell ${gateway.version ?? 'of unknown version'}) has no ${OPTIONAL_CAPABILITIES[capability]}.`,
    extensions: { gateway: gateway.name, version: gateway.version, capability },
  });
}

function workspaceNotFound(gateway: GatewayRecord, workspace: string): Problem {
  return new Problem(404, 'WORKSPACE_NOT_FOUND', {
    detail: `Gateway ${gateway.name} has no workspace '${workspace}'.`,
    extensions: { gateway: gateway.name, workspace },
  });
}

/**
 * Answers of a gateway that was sent another wire line's bytes (docs/openshell-0.1.md §1): a 0.1 gateway refuses a 0.0
 * request as undecodable or without its workspace selector; a 0.0 gateway reads a 0.1 selector as a workspace name
 * full of control characters.
 */
function answeredAnotherLine(error: unknown): boolean {
  if (!isProblem(error)) return false;
  const status = error.extensions.grpc_status;
  if (status === 'INTERNAL') return /deserializ/i.test(error.detail);
  if (status === 'INVALID_ARGUMENT') return /workspace_scope is required/.test(error.detail);
  if (status === 'NOT_FOUND') return /workspace '[^']*[\u0000-\u001f]/.test(error.detail);
  return false;
}
