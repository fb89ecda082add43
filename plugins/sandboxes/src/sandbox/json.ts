import type { Sandbox__Output } from '@portcullis/proto/generated/openshell/v1/Sandbox';
import type { SandboxCondition__Output } from '@portcullis/proto/generated/openshell/v1/SandboxCondition';
import { z } from 'zod';
import type { ContributedSandboxFields } from './detail-fields.ts';
import type { Metadata } from './metadata-store.ts';
import { phaseName, SANDBOX_STATES, stateOf } from './state.ts';

// The REST shape of a sandbox: the gateway's observation (state, phase, conditions, spec) joined with what only we
// keep (labels, description) and what other plugins contribute (today's metered count, see detail-fields.ts).
// Environment values are never shown (they often carry credentials): only their names.

export const gpuJsonSchema = z.union([z.boolean(), z.object({ count: z.number().int() })]);
export type GpuJson = z.output<typeof gpuJsonSchema>;

const conditionSchema = z.object({
  type: z.string(),
  status: z.string(),
  reason: z.string(),
  message: z.string(),
  last_transition_time: z.string(),
});

export const sandboxJsonSchema = z.object({
  name: z.string(),
  id: z.string(),
  gateway: z.string(),
  workspace: z.string(),
  state: z.enum(SANDBOX_STATES),
  phase: z.string(),
  image: z.string(),
  gpu: gpuJsonSchema,
  providers: z.array(z.string()),
  environment_keys: z.array(z.string()),
  labels: z.record(z.string(), z.string()),
  description: z.string().nullable(),
  conditions: z.array(conditionSchema),
  created_at: z.string().nullable(),
  current_policy_version: z.number().int(),
  exit_code: z.number().int().nullable(),
  metered_requests_today: z.number().int().nullable(),
});

export type SandboxJson = z.output<typeof sandboxJsonSchema>;

export interface SandboxContext {
  gateway: string;
  workspace: string;
  metadata: Metadata;
  /** Values other plugins contribute (their defaults when none does). */
  contributed: ContributedSandboxFields;
}

/** `resource_requirements.gpu` present means "GPU requested", optionally with a count. */
export function gpuOf(sandbox: Sandbox__Output): GpuJson {
  const gpu = sandbox.spec?.resource_requirements?.gpu;
  if (!gpu) return false;
  return typeof gpu.count === 'number' ? { count: gpu.count } : true;
}

function conditionJson(condition: SandboxCondition__Output) {
  return {
    type: condition.type,
    status: condition.status,
    reason: condition.reason,
    message: condition.message,
    last_transition_time: condition.last_transition_time,
  };
}

function isoOrNull(ms: number | undefined): string | null {
  return ms && Number.isFinite(Number(ms)) && Number(ms) > 0 ? new Date(Number(ms)).toISOString() : null;
}

export function sandboxJson(sandbox: Sandbox__Output, context: SandboxContext): SandboxJson {
  const phase = phaseName(sandbox.status?.phase);
  return {
    name: sandbox.metadata?.name ?? '',
    id: sandbox.metadata?.id ?? '',
    gateway: context.gateway,
    workspace: context.workspace,
    state: stateOf(phase),
    phase,
    image: sandbox.spec?.template?.image ?? '',
    gpu: gpuOf(sandbox),
    providers: [...(sandbox.spec?.providers ?? [])],
    environment_keys: Object.keys(sandbox.spec?.environment ?? {}).sort(),
    labels: { ...context.metadata.labels },
    description: context.metadata.description,
    conditions: (sandbox.status?.conditions ?? []).map(conditionJson),
    created_at: isoOrNull(sandbox.metadata?.created_at_ms),
    current_policy_version: Number(sandbox.status?.current_policy_version ?? 0),
    exit_code: typeof sandbox.status?.exit_code === 'number' ? sandbox.status.exit_code : null,
    metered_requests_today: context.contributed.metered_requests_today,
  };
}

/** The condition that explains an ERROR phase (Ready=False with a reason), if any. */
export function failureCondition(sandbox: Sandbox__Output): SandboxCondition__Output | null {
  const conditions = sandbox.status?.conditions ?? [];
  return (
    conditions.find((condition) => condition.type === 'Ready' && condition.status === 'False') ??
    conditions.find((condition) => condition.reason !== '') ??
    null
  );
}
