import {
  type AdmissionState,
  badGatewayAnswer,
  type DeletionOutcome,
  decodePolicy,
  decodeRule,
  enumName,
  type GatewayProvider,
  type GatewaySandbox,
  type LogLine,
  type PlatformEvent,
  type PolicyChunk,
  type PolicyRevision,
  type PolicyRevisionStatus,
  type ProviderProfile,
  type ProviderReceipt,
  phaseName,
  type ReceiptState,
  timestampMs,
} from '@portcullis/plugin-gateways';
import type { Provider__Output } from '@portcullis/proto/generated-0.1/openshell/datamodel/v1/Provider';
import type { PlatformEvent__Output } from '@portcullis/proto/generated-0.1/openshell/v1/PlatformEvent';
import type { PolicyChunk__Output } from '@portcullis/proto/generated-0.1/openshell/v1/PolicyChunk';
import type { ProviderMutationReceipt__Output } from '@portcullis/proto/generated-0.1/openshell/v1/ProviderMutationReceipt';
import type { ProviderProfile__Output } from '@portcullis/proto/generated-0.1/openshell/v1/ProviderProfile';
import type { Sandbox__Output } from '@portcullis/proto/generated-0.1/openshell/v1/Sandbox';
import type { SandboxLogLine__Output } from '@portcullis/proto/generated-0.1/openshell/v1/SandboxLogLine';
import type { SandboxPolicyRevision__Output } from '@portcullis/proto/generated-0.1/openshell/v1/SandboxPolicyRevision';
import { endpointCodec } from './endpoint-codec.ts';

// The 0.1 line's messages in the model's words: Timestamps instead of *_ms counts (docs/openshell-0.1.md §2.5), enums
// in policies, and what a 0.1 gateway says about a sandbox that is not ready (admission, provisioning).

type Loose = Record<string, unknown>;

/** `PREFIX_SOME_VALUE` → `some_value`; a value newer than our wire → `unspecified`. */
function lowerEnum(value: string | number, prefix: string): string {
  return enumName(value, prefix, () => 'UNSPECIFIED').toLowerCase();
}

function admissionStateOf(state: string | number): AdmissionState {
  const name = lowerEnum(state, 'CONFIGURATION_ADMISSION_STATE_');
  return name === 'pending' || name === 'accepted' || name === 'rejected' ? name : 'unspecified';
}

export function sandboxOf(sandbox: Sandbox__Output | null, workspace: string, serviceUrls: Record<string, string> = {}): GatewaySandbox {
  const metadata = sandbox?.metadata;
  const spec = sandbox?.spec;
  const status = sandbox?.status;
  const gpu = spec?.resource_requirements?.gpu;
  const admission = status?.configuration_admission;
  const provisioning = status?.provisioning;
  return {
    id: metadata?.id ?? '',
    name: metadata?.name ?? '',
    workspace: metadata?.workspace || workspace,
    resourceVersion: Number(metadata?.resource_version ?? 0),
    createdAt: timestampMs(metadata?.created_time),
    labels: { ...metadata?.labels },
    image: spec?.template?.image ?? '',
    environment: { ...spec?.environment },
    providers: [...(spec?.providers ?? [])],
    gpu: gpu ? { count: typeof gpu.count === 'number' ? gpu.count : null } : null,
    command: [...(spec?.command ?? [])],
    policy: spec?.policy ? decodePolicy(spec.policy as unknown as Loose, endpointCodec) : null,
    phase: phaseName(status?.phase),
    conditions: (status?.conditions ?? []).map((condition) => {
      const time = timestampMs(condition.transition_time);
      return {
        type: condition.type,
        status: condition.status,
        reason: condition.reason,
        message: condition.message,
        lastTransitionTime: time === null ? null : new Date(time).toISOString(),
      };
    }),
    currentPolicyVersion: Number(status?.current_policy_version ?? 0),
    exitCode: typeof status?.exit_code === 'number' ? status.exit_code : null,
    admission: admission ? { state: admissionStateOf(admission.state), error: admission.error || null, policyVersion: admission.policy_version } : null,
    configurationActivated: typeof status?.configuration_activated === 'boolean' ? status.configuration_activated : null,
    provisioning: provisioning?.attempt_id
      ? {
          attemptId: provisioning.attempt_id,
          deadline: timestampMs(provisioning.deadline),
          timeoutAt: timestampMs(provisioning.timeout_time),
          firstRejectionAt: timestampMs(provisioning.first_rejection_time),
          cleanupError: provisioning.cleanup_error || null,
        }
      : null,
    workloadTemplate: sandbox?.created_from_workload_template?.name || null,
    serviceUrls: { ...serviceUrls },
  };
}

export function logLineOf(line: SandboxLogLine__Output): LogLine {
  return {
    sandboxId: line.sandbox_id,
    time: timestampMs(line.event_time) ?? 0,
    level: line.level,
    target: line.target,
    message: line.message,
    source: line.source,
    fields: { ...line.fields },
  };
}

export function platformEventOf(event: PlatformEvent__Output): PlatformEvent {
  return {
    time: timestampMs(event.event_time) ?? 0,
    source: event.source,
    type: event.type,
    reason: event.reason,
    message: event.message,
    metadata: { ...event.metadata },
  };
}

export function revisionOf(revision: SandboxPolicyRevision__Output | null): PolicyRevision | null {
  if (!revision) return null;
  const status = lowerEnum(revision.status, 'POLICY_STATUS_');
  return {
    version: revision.version,
    policyHash: revision.policy_hash,
    status: (['pending', 'loaded', 'failed', 'superseded'] as const).find((known) => known === status) ?? ('unspecified' as PolicyRevisionStatus),
    loadError: revision.load_error,
    createdAt: timestampMs(revision.created_time),
    loadedAt: timestampMs(revision.loaded_time),
    policy: revision.policy ? decodePolicy(revision.policy as unknown as Loose, endpointCodec) : null,
    provenance: { ...revision.provenance },
  };
}

export function chunkOf(chunk: PolicyChunk__Output): PolicyChunk {
  return {
    id: chunk.id,
    status: chunk.status,
    ruleName: chunk.rule_name,
    proposedRule: decodeRule(chunk.proposed_rule as unknown as Loose | null, endpointCodec),
    rationale: chunk.rationale,
    securityNotes: chunk.security_notes,
    confidence: chunk.confidence,
    hitCount: chunk.hit_count,
    createdAt: timestampMs(chunk.created_time),
    decidedAt: timestampMs(chunk.decided_time),
    firstSeenAt: timestampMs(chunk.first_seen_time),
    lastSeenAt: timestampMs(chunk.last_seen_time),
    stage: chunk.stage,
    binary: chunk.binary,
    rejectionReason: chunk.rejection_reason,
    applicationError: chunk.application_error,
    reviewToken: chunk.review_token,
  };
}

export function providerOf(provider: Provider__Output, workspace: string): GatewayProvider {
  return {
    id: provider.metadata?.id ?? '',
    name: provider.metadata?.name ?? '',
    workspace: provider.metadata?.workspace || workspace,
    type: provider.type,
    resourceVersion: Number(provider.metadata?.resource_version ?? 0),
    createdAt: timestampMs(provider.metadata?.created_time),
    credentialKeys: Object.keys(provider.credentials).sort(),
    config: { ...provider.config },
    credentialExpiries: Object.fromEntries(
      Object.entries(provider.credential_expiration_times)
        .map(([key, time]) => [key, timestampMs(time)] as const)
        .filter((entry): entry is readonly [string, number] => entry[1] !== null),
    ),
  };
}

export function profileOf(profile: ProviderProfile__Output): ProviderProfile {
  return {
    id: profile.id,
    displayName: profile.display_name || profile.id,
    description: profile.description,
    category: lowerEnum(profile.category, 'PROVIDER_PROFILE_CATEGORY_'),
    credentials: profile.credentials.map((credential) => ({
      name: credential.name,
      description: credential.description,
      envVars: [...credential.env_vars],
      required: credential.required,
    })),
    inferenceCapable: profile.inference_capable,
    source: profile.source,
  };
}

export function receiptOf(receipt: ProviderMutationReceipt__Output | null): ProviderReceipt | null {
  if (!receipt?.receipt_id) return null;
  const kind = lowerEnum(receipt.kind, 'PROVIDER_MUTATION_KIND_');
  return {
    receiptId: receipt.receipt_id,
    provider: receipt.provider,
    kind: kind === 'attach' || kind === 'detach' || kind === 'update' || kind === 'observe' ? kind : 'unspecified',
  };
}

export function receiptStateOf(state: string | number): ReceiptState {
  const name = lowerEnum(state, 'PROVIDER_READINESS_STATE_');
  const known: ReceiptState[] = ['persisted', 'pending', 'ready', 'withheld', 'revoked', 'failed', 'superseded'];
  return known.find((candidate) => candidate === name) ?? 'unspecified';
}

/** A DeletionOutcome; UNSPECIFIED (or a value newer than our wire) is never read as done. */
export function deletionOf(gateway: string, outcome: string | number, what: string): DeletionOutcome {
  const name = lowerEnum(outcome, 'DELETION_OUTCOME_');
  if (name === 'completed' || name === 'accepted' || name === 'already_absent') return name;
  throw badGatewayAnswer(gateway, `answered the delete of ${what} without saying how it ended (outcome ${String(outcome)})`);
}
