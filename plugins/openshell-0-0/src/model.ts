import {
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
  phaseName,
  positiveMs,
} from '@portcullis/plugin-gateways';
import type { Provider__Output } from '@portcullis/proto/generated/openshell/datamodel/v1/Provider';
import type { PlatformEvent__Output } from '@portcullis/proto/generated/openshell/v1/PlatformEvent';
import type { PolicyChunk__Output } from '@portcullis/proto/generated/openshell/v1/PolicyChunk';
import type { ProviderProfile__Output } from '@portcullis/proto/generated/openshell/v1/ProviderProfile';
import type { Sandbox__Output } from '@portcullis/proto/generated/openshell/v1/Sandbox';
import type { SandboxLogLine__Output } from '@portcullis/proto/generated/openshell/v1/SandboxLogLine';
import type { SandboxPolicyRevision__Output } from '@portcullis/proto/generated/openshell/v1/SandboxPolicyRevision';

// The 0.0 line's messages in the model's words (times are *_ms counts here; the 0.1 line made them Timestamps).

type Loose = Record<string, unknown>;

export function sandboxOf(sandbox: Sandbox__Output | null, workspace: string): GatewaySandbox {
  const metadata = sandbox?.metadata;
  const spec = sandbox?.spec;
  const status = sandbox?.status;
  const gpu = spec?.resource_requirements?.gpu;
  return {
    id: metadata?.id ?? '',
    name: metadata?.name ?? '',
    workspace: metadata?.workspace || workspace,
    resourceVersion: Number(metadata?.resource_version ?? 0),
    createdAt: positiveMs(metadata?.created_at_ms),
    labels: { ...metadata?.labels },
    image: spec?.template?.image ?? '',
    environment: { ...spec?.environment },
    providers: [...(spec?.providers ?? [])],
    gpu: gpu ? { count: typeof gpu.count === 'number' ? gpu.count : null } : null,
    command: [...(spec?.command ?? [])],
    policy: spec?.policy ? decodePolicy(spec.policy as unknown as Loose) : null,
    phase: phaseName(status?.phase),
    conditions: (status?.conditions ?? []).map((condition) => ({
      type: condition.type,
      status: condition.status,
      reason: condition.reason,
      message: condition.message,
      lastTransitionTime: condition.last_transition_time || null,
    })),
    currentPolicyVersion: Number(status?.current_policy_version ?? 0),
    exitCode: typeof status?.exit_code === 'number' ? status.exit_code : null,
    admission: null,
    configurationActivated: null,
    provisioning: null,
    workloadTemplate: null,
    serviceUrls: {},
  };
}

export function logLineOf(line: SandboxLogLine__Output): LogLine {
  return {
    sandboxId: line.sandbox_id,
    time: Number(line.timestamp_ms),
    level: line.level,
    target: line.target,
    message: line.message,
    source: line.source,
    fields: { ...line.fields },
  };
}

export function platformEventOf(event: PlatformEvent__Output): PlatformEvent {
  return {
    time: Number(event.timestamp_ms),
    source: event.source,
    type: event.type,
    reason: event.reason,
    message: event.message,
    metadata: { ...event.metadata },
  };
}

export function revisionStatusOf(status: string | number): PolicyRevisionStatus {
  const name = enumName(status, 'POLICY_STATUS_', () => 'UNSPECIFIED').toLowerCase();
  return (['pending', 'loaded', 'failed', 'superseded'] as const).find((known) => known === name) ?? 'unspecified';
}

export function revisionOf(revision: SandboxPolicyRevision__Output | null): PolicyRevision | null {
  if (!revision) return null;
  return {
    version: revision.version,
    policyHash: revision.policy_hash,
    status: revisionStatusOf(revision.status),
    loadError: revision.load_error,
    createdAt: positiveMs(revision.created_at_ms),
    loadedAt: positiveMs(revision.loaded_at_ms),
    policy: revision.policy ? decodePolicy(revision.policy as unknown as Loose) : null,
    provenance: { ...revision.provenance },
  };
}

export function chunkOf(chunk: PolicyChunk__Output): PolicyChunk {
  return {
    id: chunk.id,
    status: chunk.status,
    ruleName: chunk.rule_name,
    proposedRule: decodeRule(chunk.proposed_rule as unknown as Loose | null),
    rationale: chunk.rationale,
    securityNotes: chunk.security_notes,
    confidence: chunk.confidence,
    hitCount: chunk.hit_count,
    createdAt: positiveMs(chunk.created_at_ms),
    decidedAt: positiveMs(chunk.decided_at_ms),
    firstSeenAt: positiveMs(chunk.first_seen_ms),
    lastSeenAt: positiveMs(chunk.last_seen_ms),
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
    createdAt: positiveMs(provider.metadata?.created_at_ms),
    credentialKeys: Object.keys(provider.credentials).sort(),
    config: { ...provider.config },
    credentialExpiries: Object.fromEntries(
      Object.entries(provider.credential_expires_at_ms)
        .map(([key, ms]) => [key, positiveMs(ms)] as const)
        .filter((entry): entry is readonly [string, number] => entry[1] !== null),
    ),
  };
}

export function profileOf(profile: ProviderProfile__Output): ProviderProfile {
  return {
    id: profile.id,
    displayName: profile.display_name || profile.id,
    description: profile.description,
    category: enumName(profile.category, 'PROVIDER_PROFILE_CATEGORY_', () => 'UNSPECIFIED').toLowerCase(),
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
