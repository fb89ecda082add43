// Shapes of the simulator's in-memory records. Wire messages use the generated proto types; records keep what the
// gateway stores and are turned into wire messages on the way out.

import type { NetworkPolicyRule } from '@portcullis/proto/generated/openshell/sandbox/v1/NetworkPolicyRule';
import type { SandboxPolicy } from '@portcullis/proto/generated/openshell/sandbox/v1/SandboxPolicy';
import type { PlatformEvent } from '@portcullis/proto/generated/openshell/v1/PlatformEvent';
import type { SandboxCondition } from '@portcullis/proto/generated/openshell/v1/SandboxCondition';
import type { SandboxLogLine } from '@portcullis/proto/generated/openshell/v1/SandboxLogLine';
import type { SandboxSpec } from '@portcullis/proto/generated/openshell/v1/SandboxSpec';

export type { NetworkPolicyRule, PlatformEvent, SandboxLogLine, SandboxPolicy };

export const PHASE = {
  UNSPECIFIED: 'SANDBOX_PHASE_UNSPECIFIED',
  PROVISIONING: 'SANDBOX_PHASE_PROVISIONING',
  READY: 'SANDBOX_PHASE_READY',
  ERROR: 'SANDBOX_PHASE_ERROR',
  DELETING: 'SANDBOX_PHASE_DELETING',
  UNKNOWN: 'SANDBOX_PHASE_UNKNOWN',
  STOPPING: 'SANDBOX_PHASE_STOPPING',
  STOPPED: 'SANDBOX_PHASE_STOPPED',
  STARTING: 'SANDBOX_PHASE_STARTING',
  /** 0.1 line only: the main process exited 0 (a non-zero exit is ERROR on both lines). */
  COMPLETED: 'SANDBOX_PHASE_COMPLETED',
} as const;

export type Phase = (typeof PHASE)[keyof typeof PHASE];

/** "SANDBOX_PHASE_READY" → "Ready", the spelling upstream uses in its messages. */
export function phaseDisplayName(phase: Phase): string {
  const word = phase.replace('SANDBOX_PHASE_', '').toLowerCase();
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export interface SandboxRecord {
  id: string;
  name: string;
  workspace: string;
  createdAtMs: number;
  labels: Record<string, string>;
  annotations: Record<string, string>;
  resourceVersion: number;
  deletionTimestampMs: number;
  spec: SandboxSpec & { providers: string[] };
  phase: Phase;
  conditions: SandboxCondition[];
  currentPolicyVersion: number;
  mainProcessInstanceId: string;
  exitCode: number | undefined;
  providerEnvRevision: number;
  events: EventEntry[];
  /** Whether the supervisor admitted the exact configuration it was given (0.1 configuration_admission). */
  configuration: ConfigurationAdmission;
  /** The stored workload template the sandbox was created from (0.1 created_from_workload_template). */
  template: { name: string; resourceVersion: string } | undefined;
}

export type AdmissionState = 'PENDING' | 'ACCEPTED' | 'REJECTED';

export interface ConfigurationAdmission {
  state: AdmissionState;
  /** The supervisor instance that reported it ('' while none did). */
  instanceId: string;
  /** Why it was rejected. */
  error: string;
  /** Set by the first acceptance and never reset. */
  activated: boolean;
  /** The provisioning attempt held open by a rejection, with its repair window. */
  rejection: { attemptId: string; changeId: string; changeTimeMs: number; firstRejectionMs: number; deadlineMs: number } | undefined;
}

/** A platform event with its position in the gateway's stream sequence (see stream-sequence.ts). */
export interface EventEntry {
  seq: number;
  event: PlatformEvent;
}

export interface ProviderRecord {
  id: string;
  name: string;
  workspace: string;
  type: string;
  createdAtMs: number;
  labels: Record<string, string>;
  annotations: Record<string, string>;
  resourceVersion: number;
  credentials: Record<string, string>;
  config: Record<string, string>;
  credentialExpiresAtMs: Record<string, number>;
}

export type RevisionStatus = 'POLICY_STATUS_PENDING' | 'POLICY_STATUS_LOADED' | 'POLICY_STATUS_FAILED' | 'POLICY_STATUS_SUPERSEDED';

export interface PolicyRevision {
  version: number;
  policyHash: string;
  status: RevisionStatus;
  loadError: string;
  createdAtMs: number;
  loadedAtMs: number;
  policy: SandboxPolicy;
  provenance: Record<string, string>;
}

export type ChunkStatus = 'pending' | 'approved' | 'rejected';

/** What an evaluation against the live policy left on a chunk; HEAD serves it as stored until re-evaluated. */
export interface ChunkEvaluation {
  currentEffectivePolicy: SandboxPolicy;
  candidateEffectivePolicy: SandboxPolicy | undefined;
  validationResult: string;
  applicationError: string;
  reviewToken: string;
}

export interface ChunkRecord {
  id: string;
  sandboxId: string;
  status: ChunkStatus;
  ruleName: string;
  proposedRule: NetworkPolicyRule;
  rationale: string;
  securityNotes: string;
  confidence: number;
  denialSummaryIds: string[];
  createdAtMs: number;
  decidedAtMs: number;
  stage: string;
  supersedesChunkId: string;
  hitCount: number;
  firstSeenMs: number;
  lastSeenMs: number;
  binary: string;
  host: string;
  port: number;
  rejectionReason: string;
  evaluation: ChunkEvaluation;
}
