// The line-neutral gateway model: what Portcullis knows of a gateway's objects, in its own words, whichever wire line
// the gateway speaks (docs/wire-lines.md). Each wire line maps its messages to these types and back; plugins never see
// a wire message. Times are epoch milliseconds (null when the gateway did not say), enum values are our own lower-case
// names, and a value a line does not carry is null rather than a guess.

/** A policy document in our API's shape (the wire field names of openshell.sandbox.v1.SandboxPolicy, enums as text). */
export type PolicyJson = Record<string, unknown>;

/** One network rule of a policy document (`{name?, endpoints, binaries?}`). */
export type NetworkRuleJson = Record<string, unknown>;

/**
 * Upstream sandbox phases without their prefix (`READY`); a phase our wire does not know arrives as `PHASE_<n>`.
 * `COMPLETED` exists on the 0.1 line only: the main process exited 0.
 */
export type SandboxPhase = string;

export interface SandboxCondition {
  type: string;
  status: string;
  reason: string;
  message: string;
  /** As the gateway gave it: RFC 3339 text on the 0.0 line, a Timestamp on the 0.1 line (both shown as ISO text). */
  lastTransitionTime: string | null;
}

export type AdmissionState = 'pending' | 'accepted' | 'rejected' | 'unspecified';

/** 0.1: whether the gateway admitted the sandbox's configuration (policy, settings, provider environment). */
export interface ConfigurationAdmission {
  state: AdmissionState;
  error: string | null;
  policyVersion: number;
}

/** 0.1: the provisioning attempt of a sandbox that is not ready yet (its repair window). */
export interface SandboxProvisioning {
  attemptId: string;
  deadline: number | null;
  timeoutAt: number | null;
  firstRejectionAt: number | null;
  cleanupError: string | null;
}

export interface GatewaySandbox {
  id: string;
  name: string;
  workspace: string;
  resourceVersion: number;
  createdAt: number | null;
  labels: Record<string, string>;
  image: string;
  environment: Record<string, string>;
  providers: string[];
  /** null: no GPU requested; `count` null: a GPU of any count. */
  gpu: { count: number | null } | null;
  command: string[];
  /** The policy the sandbox was created with (or the image baseline the gateway backfilled). */
  policy: PolicyJson | null;
  phase: SandboxPhase;
  conditions: SandboxCondition[];
  currentPolicyVersion: number;
  /** The main process's exit code, once it exited. */
  exitCode: number | null;
  /** 0.1 only (null on the 0.0 line). */
  admission: ConfigurationAdmission | null;
  configurationActivated: boolean | null;
  provisioning: SandboxProvisioning | null;
  /** 0.1: the gateway-side workload template the sandbox was created from. */
  workloadTemplate: string | null;
  /** 0.1: URLs of the services the sandbox exposes, by service name. */
  serviceUrls: Record<string, string>;
}

export interface SandboxCreateSpec {
  name: string;
  image: string;
  environment: Record<string, string>;
  providers: string[];
  gpu: { count: number | null } | null;
  /** Gateway-side labels (Kubernetes syntax); Portcullis keeps its own labels apart. */
  labels?: Record<string, string>;
  policy?: PolicyJson;
  /** 0.1: a gateway-side template of the workspace that fills what the spec leaves out (its image first). */
  workloadTemplate?: string;
  /** 0.1: services the gateway exposes once the sandbox is stored (no browser-facing domain at creation). */
  services?: ServiceAtCreate[];
}

/** A service exposed with the sandbox: `name` `''` is the unnamed service. */
export type ServiceAtCreate = Pick<ServiceExposure, 'name' | 'port'>;

/** How a delete ended on the gateway. `accepted`: asynchronous, the sandbox lingers in DELETING until gone. */
export type DeletionOutcome = 'completed' | 'accepted' | 'already_absent';

/** A sandbox addressed by what each line needs: the 0.1 line its name, the 0.0 line its UUID for data-plane RPCs. */
export interface SandboxTarget {
  name: string;
  id: string;
}

export interface ExecRequest {
  command: string[];
  workdir?: string;
  environment?: Record<string, string>;
  /** Seconds; 0 = the gateway's default. */
  timeoutSeconds: number;
  stdin?: Buffer;
}

export type ExecEvent = { kind: 'stdout'; data: Buffer } | { kind: 'stderr'; data: Buffer } | { kind: 'exit'; exitCode: number };

export interface SshSession {
  sandboxId: string;
  token: string;
  gatewayHost: string;
  gatewayPort: number;
  gatewayScheme: string;
  hostKeyFingerprint: string;
  expiresAt: number | null;
}

export interface LogLine {
  sandboxId: string;
  /** Milliseconds since the epoch (the 0.1 line's nanoseconds are cut to milliseconds). */
  time: number;
  level: string;
  target: string;
  message: string;
  source: string;
  fields: Record<string, string>;
}

export interface LogQuery {
  lines: number;
  /** Epoch milliseconds; 0 = no lower bound. */
  since: number;
  sources: string[];
  minLevel: string;
}

export interface LogPage {
  lines: LogLine[];
  /** How many lines the gateway's ring held. */
  bufferTotal: number;
}

export interface PlatformEvent {
  time: number;
  source: string;
  type: string;
  reason: string;
  message: string;
  metadata: Record<string, string>;
}

export interface WatchRequest {
  followStatus: boolean;
  followLogs: boolean;
  followEvents: boolean;
  logTailLines: number;
  eventTail: number;
  /** Epoch milliseconds; 0 = from the tail. */
  logsSince: number;
}

export type WatchEvent =
  | { kind: 'sandbox'; sandbox: GatewaySandbox }
  | { kind: 'log'; line: LogLine }
  | { kind: 'event'; event: PlatformEvent }
  | { kind: 'warning'; message: string }
  | { kind: 'draft'; draftVersion: number; newChunks: number; totalPending: number };

export type PolicyRevisionStatus = 'pending' | 'loaded' | 'failed' | 'superseded' | 'unspecified';

export interface PolicyRevision {
  version: number;
  policyHash: string;
  status: PolicyRevisionStatus;
  loadError: string;
  createdAt: number | null;
  loadedAt: number | null;
  policy: PolicyJson | null;
  provenance: Record<string, string>;
}

/** Where an L7 rule merge lands (the 0.1 line needs it whole; the 0.0 line addresses the endpoint by host and port). */
export interface L7RuleTarget {
  ruleName: string;
  host: string;
  ports: number[];
  path?: string;
  /** Binaries the rule is for; empty with `anyBinary` for every binary. */
  binaries: string[];
  anyBinary: boolean;
}

export type PolicyMergeOperation =
  | { add_rule: { rule_name: string; rule: NetworkRuleJson } }
  | { remove_rule: { rule_name: string } }
  | { remove_binary: { rule_name: string; binary_path: string } }
  | { remove_endpoint: { rule_name: string; host: string; port: number } }
  | { add_allow_rules: { target: L7RuleTarget; rules: unknown[] } }
  | { add_deny_rules: { target: L7RuleTarget; deny_rules: unknown[] } };

/** One policy write: a whole document or merge operations, with an optional compare-and-swap on the sandbox. */
export interface PolicyUpdate {
  policy?: PolicyJson;
  mergeOperations?: PolicyMergeOperation[];
  expectedResourceVersion?: number;
  annotations?: Record<string, string>;
}

export interface PolicyWriteResult {
  version: number;
  policyHash: string;
}

export interface PolicyChunk {
  id: string;
  status: string;
  ruleName: string;
  proposedRule: NetworkRuleJson | null;
  rationale: string;
  securityNotes: string;
  confidence: number;
  hitCount: number;
  createdAt: number | null;
  decidedAt: number | null;
  firstSeenAt: number | null;
  lastSeenAt: number | null;
  stage: string;
  binary: string;
  rejectionReason: string;
  applicationError: string;
  /** The gateway's token for this evaluation of the chunk; empty on gateways without review tokens. */
  reviewToken: string;
}

export interface DraftHistoryEntry {
  time: number | null;
  eventType: string;
  description: string;
  chunkId: string;
}

export interface ChunkApproval {
  chunkId: string;
  reviewToken: string;
}

export interface ApproveAllOutcome extends PolicyWriteResult {
  chunksApproved: number;
  chunksSkipped: number;
}

export interface GatewayProvider {
  id: string;
  name: string;
  workspace: string;
  type: string;
  resourceVersion: number;
  createdAt: number | null;
  /** Values are redacted by the gateway; only the keys mean anything. */
  credentialKeys: string[];
  config: Record<string, string>;
  /** Expiry per credential key, where the gateway tracks one. */
  credentialExpiries: Record<string, number>;
}

export interface ProviderInput {
  name: string;
  type: string;
  credentials: Record<string, string>;
  config: Record<string, string>;
  /** Epoch milliseconds per credential key. */
  credentialExpiries: Record<string, number>;
}

/** A merge update: keys sent are set, an empty value removes a key; expiry keys listed in `clearExpiries` are cleared. */
export interface ProviderChange {
  name: string;
  /** Empty: unchanged. */
  type: string;
  credentials: Record<string, string>;
  config: Record<string, string>;
  credentialExpiries: Record<string, number>;
  clearExpiries: string[];
}

export interface ProviderProfileCredential {
  name: string;
  description: string;
  envVars: string[];
  required: boolean;
}

export interface ProviderProfile {
  id: string;
  displayName: string;
  description: string;
  /** `inference`, `source_control`, ... (`unspecified` for a value our wire does not know). */
  category: string;
  credentials: ProviderProfileCredential[];
  inferenceCapable: boolean;
  source: string;
}

/** A provider profile as an operator imports it (the 0.1 line's ProviderProfile, in our words). */
export interface ProviderProfileInput {
  id: string;
  displayName: string;
  description: string;
  category: string;
  credentials: ProviderProfileCredential[];
  endpoints: Array<{ host: string; port: number }>;
  binaries: string[];
  inferenceCapable: boolean;
}

export interface ProfileDiagnostic {
  profileId: string;
  field: string;
  message: string;
  severity: string;
}

export type ReceiptState = 'persisted' | 'pending' | 'ready' | 'withheld' | 'revoked' | 'failed' | 'superseded' | 'unspecified';

/** 0.1: what an attach or detach left behind: a receipt whose state says when it took effect. */
export interface ProviderReceipt {
  receiptId: string;
  provider: string;
  kind: 'attach' | 'detach' | 'update' | 'observe' | 'unspecified';
}

export interface ReceiptStatus {
  state: ReceiptState;
  reason: string;
}

export interface AttachmentChange {
  /** Whether anything changed (false: attached or detached already). */
  changed: boolean;
  /** The sandbox's providers afterwards. */
  providers: string[];
  /** 0.1: the change takes effect when this receipt is READY (attach) or REVOKED (detach); null on the 0.0 line. */
  receipt: ProviderReceipt | null;
}

export interface InferenceRoute {
  routeName: string;
  provider: string;
  model: string;
  timeoutSecs: number;
  version: number;
  workspace: string;
}

export interface InferenceRouteInput {
  routeName: string;
  provider: string;
  model: string;
  timeoutSecs: number;
  verify: boolean;
}

export interface InferenceRouteSet extends InferenceRoute {
  validationPerformed: boolean;
  validatedEndpoints: Array<{ url: string; protocol: string }>;
}

export interface ComputeDriver {
  name: string;
  driver_name: string | null;
  driver_version: string | null;
}

export interface GatewayExtension {
  kind: string;
  name: string;
  implementation: string;
  version: string;
  capabilities: string[];
}

export interface GatewayInfo {
  computeDrivers: ComputeDriver[];
  /**
   * Negotiated extensions (compute and credential drivers, interceptors, middleware); null on a line whose gateways
   * do not negotiate any (0.0).
   */
  extensions: GatewayExtension[] | null;
}

export interface GatewaySettings {
  settingsRevision: number;
  settings: Record<string, string | number | boolean | null>;
}

/** Which workspace(s) a list reads: one, or all of them (the gateway's platform admin role). */
export type WorkspaceSelection = { workspace: string } | { allWorkspaces: true };

/** What a failed credential refresh needs; `unspecified` when nothing is needed (or our wire does not know it). */
export type CredentialRecoveryAction = 'retry' | 'reauthorize' | 'fix_configuration' | 'investigate' | 'unspecified';

/**
 * The refresh state of one credential of a provider (the 0.1 line). `state` is the gateway's own word (`static`,
 * `refreshed`, `error`, `reauthorization_required`, …), `strategy` its refresh strategy in lower case (`static`,
 * `oauth2_refresh_token`, …). Times are epoch milliseconds, null when the gateway has none.
 */
export interface CredentialRefreshStatus {
  credentialKey: string;
  strategy: string;
  state: string;
  recoveryAction: CredentialRecoveryAction;
  /** The last refresh error, null when there is none. */
  message: string | null;
  failureCode: string | null;
  lastRefreshedAt: number | null;
  expiresAt: number | null;
  nextRefreshAt: number | null;
  lastErrorAt: number | null;
}

/** How a gateway refreshes a credential (the 0.1 line's ProviderCredentialRefreshStrategy, in lower case). */
export const CREDENTIAL_REFRESH_STRATEGIES = [
  'static',
  'external',
  'oauth2_refresh_token',
  'oauth2_client_credentials',
  'google_service_account_jwt',
  'aws_sts_assume_role',
] as const;

export type CredentialRefreshStrategy = (typeof CREDENTIAL_REFRESH_STRATEGIES)[number];

/**
 * A credential's refresh configuration as an operator sets it (the 0.1 line). `material` holds what the strategy
 * needs (token URL, client id, refresh token, …); every value is sent once and never read back. The keys in
 * `secretMaterialKeys` are stored by the gateway as secrets. `expiresAt`: epoch milliseconds of the current value's
 * expiry, null when unknown.
 */
export interface CredentialRefreshConfig {
  strategy: CredentialRefreshStrategy;
  material: Record<string, string>;
  secretMaterialKeys: string[];
  expiresAt: number | null;
}

/** A workspace a gateway manages (the 0.1 line). Times are epoch milliseconds. */
export interface GatewayWorkspace {
  name: string;
  id: string;
  /** `active`, `terminating`, or `unspecified` for a phase our wire does not know. */
  phase: string;
  labels: Record<string, string>;
  createdAt: number | null;
}

/** A member's role within one workspace; `unspecified` for a role our wire does not know. */
export type WorkspaceRole = 'user' | 'admin';

export interface WorkspaceMember {
  /** The principal's OIDC subject. */
  subject: string;
  role: WorkspaceRole | 'unspecified';
  createdAt: number | null;
}

/** A port inside a sandbox that the gateway routes to (the 0.1 line's exposed services). */
export interface ExposedService {
  /** Unique within its sandbox; `''` is the sandbox's unnamed service. */
  name: string;
  sandbox: string;
  /** The loopback port inside the sandbox. */
  port: number;
  /** Whether the gateway also routes a browser-facing URL on its service domain. */
  domain: boolean;
  /** Where the gateway serves it; null when the gateway names no URL. */
  url: string | null;
  createdAt: number | null;
}

export interface ServiceExposure {
  name: string;
  port: number;
  domain: boolean;
}

/** What a gateway-side sandbox template sets for the sandboxes created from it (the 0.1 line's workload). */
export interface GatewayTemplateSpec {
  image: string;
  environment: Record<string, string>;
  /** Kubernetes quantities (`500m`, `512Mi`); empty when the template leaves them to the driver. */
  cpu: string;
  memory: string;
  /** null: no GPU; `count` null: a GPU of any count. */
  gpu: { count: number | null } | null;
}

/** A sandbox template stored on the gateway, in one workspace (the 0.1 line). Times are epoch milliseconds. */
export interface GatewayTemplate {
  name: string;
  id: string;
  workspace: string;
  labels: Record<string, string>;
  resourceVersion: number;
  createdAt: number | null;
  spec: GatewayTemplateSpec;
}
