import { defineExtensionPoint } from '@portcullis/core';
import type { GatewayRecord } from '../gateway/record.ts';
import type {
  ApproveAllOutcome,
  AttachmentChange,
  ChunkApproval,
  CredentialRefreshConfig,
  CredentialRefreshStatus,
  DeletionOutcome,
  DraftHistoryEntry,
  ExecEvent,
  ExecRequest,
  ExposedService,
  GatewayInfo,
  GatewayProvider,
  GatewaySandbox,
  GatewaySettings,
  GatewayTemplate,
  GatewayTemplateSpec,
  GatewayWorkspace,
  InferenceRoute,
  InferenceRouteInput,
  InferenceRouteSet,
  LogPage,
  LogQuery,
  NetworkRuleJson,
  PolicyChunk,
  PolicyRevision,
  PolicyUpdate,
  PolicyWriteResult,
  ProfileDiagnostic,
  ProviderChange,
  ProviderInput,
  ProviderProfile,
  ProviderProfileInput,
  ReceiptStatus,
  SandboxCreateSpec,
  SandboxTarget,
  ServiceExposure,
  SshSession,
  WatchEvent,
  WatchRequest,
  WorkspaceMember,
  WorkspaceRole,
  WorkspaceSelection,
} from './model.ts';
import type { SandboxBrief } from './sandbox-briefs.ts';
import type { GatewayStream } from './stream.ts';

// A wire line (docs/wire-lines.md): one family of gateway releases that share a wire, and the module that speaks it.
// Each line is a plugin contributing to `gatewayWireLines`; the gateways plugin picks a gateway's line from the
// version its Health answer reports, at every probe, and plugins only ever call the line-neutral gateway API.

/** How a line's RPC is sent: its path and its codec (the line builds these from its own .proto files). */
export interface WireMethod<Request, Response> {
  /** `/openshell.v1.OpenShell/GetSandbox`. */
  readonly path: string;
  serialize(value: Request): Buffer;
  deserialize(bytes: Buffer): Response;
}

export interface WireCallOptions {
  /** The 404 code NOT_FOUND maps to (`SANDBOX_NOT_FOUND`, `PROVIDER_NOT_FOUND`, ...). */
  notFound?: string;
  /** Deadline from now, in milliseconds (default: SERVICE_GATEWAY_CALL_TIMEOUT_SECONDS). */
  deadlineMs?: number;
  /** Values the request carried that an error's message must not carry back (secrets sent to the gateway). */
  redact?: string[];
}

/**
 * What a line is given for one operation: the gateway, the workspace it is about, and calls on the gateway's pooled
 * channel. Calls carry the deadline, request id and bearer token; failures arrive as mapped Problems.
 */
export interface LineCall {
  readonly gateway: GatewayRecord;
  readonly workspace: string;
  readonly signal: AbortSignal | undefined;
  unary<Request, Response>(method: WireMethod<Request, Response>, request: Request, options?: WireCallOptions): Promise<Response>;
  /** A server stream; `map` turns each wire message into ours (a throw ends the stream with that error). */
  serverStream<Request, Response, Item>(
    method: WireMethod<Request, Response>,
    request: Request,
    map: (message: Response) => Item | null,
    options?: WireCallOptions,
  ): Promise<GatewayStream<Item>>;
}

export interface GatewayOperations {
  info(call: LineCall): Promise<GatewayInfo>;
  settings(call: LineCall): Promise<GatewaySettings>;
}

export interface SandboxOperations {
  get(call: LineCall, name: string): Promise<GatewaySandbox>;
  /** Every sandbox of the selection, page after page. */
  list(call: LineCall, selection: WorkspaceSelection): Promise<GatewaySandbox[]>;
  /** The same list, each sandbox only as its identity and phase (sandbox-briefs.ts), for periodic reads of a fleet. */
  briefs(call: LineCall, selection: WorkspaceSelection): Promise<SandboxBrief[]>;
  create(call: LineCall, spec: SandboxCreateSpec, requestId: string): Promise<GatewaySandbox>;
  delete(call: LineCall, name: string, requestId: string): Promise<DeletionOutcome>;
  start(call: LineCall, name: string, requestId: string): Promise<GatewaySandbox>;
  stop(call: LineCall, name: string, requestId: string): Promise<GatewaySandbox>;
  exec(call: LineCall, target: SandboxTarget, request: ExecRequest, requestId: string): Promise<GatewayStream<ExecEvent>>;
  createSshSession(call: LineCall, target: SandboxTarget): Promise<SshSession>;
  /** Whether a session was revoked (false: the gateway did not know the token). */
  revokeSshSession(call: LineCall, token: string): Promise<boolean>;
  logs(call: LineCall, target: SandboxTarget, query: LogQuery): Promise<LogPage>;
  watch(call: LineCall, target: SandboxTarget, request: WatchRequest): Promise<GatewayStream<WatchEvent>>;
}

export interface PolicyOperations {
  /** Revision `version` (0: the latest) and the active version; NOT_FOUND when the sandbox never had a policy. */
  status(call: LineCall, sandbox: string, version: number): Promise<{ activeVersion: number; revision: PolicyRevision | null }>;
  /** Revisions newest first. */
  revisions(call: LineCall, sandbox: string, page: { limit: number; offset: number }): Promise<PolicyRevision[]>;
  update(call: LineCall, sandbox: string, update: PolicyUpdate, requestId: string): Promise<PolicyWriteResult>;
}

export interface DraftOperations {
  chunks(call: LineCall, sandbox: string, filter: 'pending' | 'all'): Promise<PolicyChunk[]>;
  approve(call: LineCall, sandbox: string, approval: ChunkApproval, requestId: string): Promise<PolicyWriteResult>;
  reject(call: LineCall, sandbox: string, chunkId: string, reason: string, requestId: string): Promise<void>;
  edit(call: LineCall, sandbox: string, chunkId: string, rule: NetworkRuleJson, requestId: string): Promise<void>;
  undo(call: LineCall, sandbox: string, chunkId: string, requestId: string): Promise<PolicyWriteResult>;
  clear(call: LineCall, sandbox: string, requestId: string): Promise<number>;
  approveAll(call: LineCall, sandbox: string, approvals: ChunkApproval[], includeFlagged: boolean, requestId: string): Promise<ApproveAllOutcome>;
  history(call: LineCall, sandbox: string): Promise<DraftHistoryEntry[]>;
}

export interface ProviderOperations {
  list(call: LineCall): Promise<GatewayProvider[]>;
  get(call: LineCall, name: string): Promise<GatewayProvider>;
  create(call: LineCall, input: ProviderInput, requestId: string): Promise<GatewayProvider>;
  update(call: LineCall, change: ProviderChange, requestId: string): Promise<GatewayProvider>;
  delete(call: LineCall, name: string, requestId: string): Promise<DeletionOutcome>;
  /** The providers attached to a sandbox, as full (redacted) records. */
  attachedTo(call: LineCall, sandbox: string): Promise<GatewayProvider[]>;
  attach(call: LineCall, sandbox: string, provider: string, expectedResourceVersion: number, requestId: string): Promise<AttachmentChange>;
  detach(call: LineCall, sandbox: string, provider: string, expectedResourceVersion: number, requestId: string): Promise<AttachmentChange>;
  /** The profiles the gateway knows (its catalog of provider types). */
  profiles(call: LineCall): Promise<ProviderProfile[]>;
}

/** 0.1: provider-change receipts, and profiles an operator imports (a fresh gateway's catalog is empty). */
export interface ReceiptOperations {
  status(call: LineCall, sandbox: string, provider: string, receiptId: string): Promise<ReceiptStatus>;
}

export interface ProfileImportOperations {
  lint(call: LineCall, profiles: ProviderProfileInput[]): Promise<{ valid: boolean; diagnostics: ProfileDiagnostic[] }>;
  import(
    call: LineCall,
    profiles: ProviderProfileInput[],
    requestId: string,
  ): Promise<{ imported: boolean; profiles: ProviderProfile[]; diagnostics: ProfileDiagnostic[] }>;
  delete(call: LineCall, id: string, requestId: string): Promise<DeletionOutcome>;
}

/** 0.0: the gateway's inference routes (the 0.1 line removed them: inference goes through providers). */
export interface InferenceOperations {
  get(call: LineCall, routeName: string): Promise<InferenceRoute>;
  /** `deadlineMs`: the gateway probes the provider's endpoint before it answers, which takes longer than most calls. */
  set(call: LineCall, input: InferenceRouteInput, deadlineMs: number): Promise<InferenceRouteSet>;
}

/** 0.1: the refresh state of a provider's credentials, and a refresh asked for now. */
export interface CredentialRefreshOperations {
  /** Every credential of the provider; NOT_FOUND: 404 PROVIDER_NOT_FOUND. */
  status(call: LineCall, provider: string): Promise<CredentialRefreshStatus[]>;
  /** Refreshes one credential now and answers its state afterwards (a refresh that needs a person stays failed). */
  refresh(call: LineCall, provider: string, credentialKey: string, requestId: string): Promise<CredentialRefreshStatus>;
  /**
   * Sets (or replaces) the refresh configuration of one credential and answers its state afterwards; NOT_FOUND: 404
   * PROVIDER_CREDENTIAL_NOT_FOUND. The material's values never come back, not even in an error's message.
   */
  configure(call: LineCall, provider: string, credentialKey: string, config: CredentialRefreshConfig, requestId: string): Promise<CredentialRefreshStatus>;
  /** Removes the refresh configuration of one credential (it is static afterwards); `already_absent` when it had none. */
  remove(call: LineCall, provider: string, credentialKey: string, requestId: string): Promise<DeletionOutcome>;
}

/**
 * 0.1: workspaces and their members, managed on the gateway (0.0 gateways have workspaces, but no RPCs to list or
 * change them). Members are those of the call's workspace.
 */
export interface WorkspaceOperations {
  /** Every workspace the gateway shows its caller, page after page. */
  list(call: LineCall): Promise<GatewayWorkspace[]>;
  /** NOT_FOUND: 404 WORKSPACE_NOT_FOUND. */
  get(call: LineCall, name: string): Promise<GatewayWorkspace>;
  create(call: LineCall, name: string, labels: Record<string, string>, requestId: string): Promise<GatewayWorkspace>;
  delete(call: LineCall, name: string, requestId: string): Promise<DeletionOutcome>;
  members(call: LineCall): Promise<WorkspaceMember[]>;
  /** Adds the subject, or changes its role when it is a member already. */
  addMember(call: LineCall, subject: string, role: WorkspaceRole, requestId: string): Promise<WorkspaceMember>;
  removeMember(call: LineCall, subject: string, requestId: string): Promise<DeletionOutcome>;
}

/** 0.1: ports inside a sandbox routed through the gateway (0.0 gateways cannot expose them). */
export interface ServiceOperations {
  /** The sandbox's services, page after page; NOT_FOUND: 404 SANDBOX_NOT_FOUND. */
  list(call: LineCall, sandbox: string): Promise<ExposedService[]>;
  /** Exposes the port, or points the service of that name at it. */
  expose(call: LineCall, sandbox: string, exposure: ServiceExposure, requestId: string): Promise<ExposedService>;
  delete(call: LineCall, sandbox: string, name: string, requestId: string): Promise<DeletionOutcome>;
}

/** 0.1: sandbox templates stored on the gateway, per workspace (the call's), used by CreateSandbox. */
export interface TemplateOperations {
  /** Every template of the call's workspace, page after page. */
  list(call: LineCall): Promise<GatewayTemplate[]>;
  /** ALREADY_EXISTS when the workspace has a template of that name. */
  create(call: LineCall, name: string, labels: Record<string, string>, spec: GatewayTemplateSpec, requestId: string): Promise<GatewayTemplate>;
  delete(call: LineCall, name: string, requestId: string): Promise<DeletionOutcome>;
}

export interface LineOperations {
  /** Whether the line's mutations carry a request id the gateway honours (at most once). */
  requestIds: boolean;
  gateway: GatewayOperations;
  sandboxes: SandboxOperations;
  policies: PolicyOperations;
  drafts: DraftOperations;
  providers: ProviderOperations;
  receipts: ReceiptOperations | null;
  profileImport: ProfileImportOperations | null;
  inference: InferenceOperations | null;
  workspaces: WorkspaceOperations | null;
  services: ServiceOperations | null;
  credentialRefresh: CredentialRefreshOperations | null;
  templates: TemplateOperations | null;
}

export interface WireLine {
  /** `0.0`, `0.1`. */
  id: string;
  /** The releases this line covers, for messages: `0.1.0–0.1.2`. */
  releases: string;
  /** Whether a gateway reporting this `Health.version` speaks this line. */
  speaks(version: string): boolean;
  /** Whether Portcullis supports that release of the line (false: it speaks the line, but is shown degraded). */
  supports(version: string): boolean;
  /** The operations, loaded on first use (the line's protos cost memory; a service may never need them). */
  load(): Promise<LineOperations>;
}

/** Where wire-line plugins contribute their line. */
export const gatewayWireLines = defineExtensionPoint<WireLine>('gateways.wire-line');
