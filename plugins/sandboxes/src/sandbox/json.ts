import type { GatewaySandbox, SandboxCondition } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import type { ContributedSandboxFields } from './detail-fields.ts';
import type { Metadata } from './metadata-store.ts';
import { SANDBOX_STATES, stateOf } from './state.ts';

// The REST shape of a sandbox: the gateway's observation (state, phase, conditions, spec) joined with what only we
// keep (labels, description) and what other plugins contribute (today's metered count, see detail-fields.ts).
// Environment values are never shown (they often carry credentials): only their names. A sandbox that is not
// running says why, as far as its gateway tells (docs/wire-lines.md: the 0.1 line reports configuration admission
// and the provisioning attempt; both lines report conditions).

export const gpuJsonSchema = z.union([z.boolean(), z.object({ count: z.number().int() })]);
export type GpuJson = z.output<typeof gpuJsonSchema>;

const conditionSchema = z.object({
  type: z.string(),
  status: z.string(),
  reason: z.string(),
  message: z.string(),
  last_transition_time: z.string(),
});

const notReadySchema = z.object({
  /** What holds the sandbox back: its configuration was not admitted, it is being provisioned, or a condition says. */
  source: z.enum(['configuration', 'provisioning', 'condition', 'exit']),
  reason: z.string(),
});

const configurationSchema = z.object({
  admission: z.enum(['pending', 'accepted', 'rejected', 'unspecified']),
  error: z.string().nullable(),
  activated: z.boolean().nullable(),
});

const provisioningSchema = z.object({
  attempt_id: z.string(),
  deadline: z.string().nullable(),
  timeout_at: z.string().nullable(),
  first_rejection_at: z.string().nullable(),
  cleanup_error: z.string().nullable(),
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
  /** Why the sandbox is not running (null while it runs, or when the gateway gives no reason). */
  not_ready: notReadySchema.nullable(),
  /** 0.1 gateways: whether the configuration (policy, settings, provider environment) was admitted. */
  configuration: configurationSchema.nullable(),
  /** 0.1 gateways: the provisioning attempt of a sandbox that is not ready yet. */
  provisioning: provisioningSchema.nullable(),
  /** 0.1 gateways: the gateway-side template the sandbox was created from. */
  workload_template: z.string().nullable(),
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

/** A GPU request as the API shows it: `false`, `true` (any count) or `{count}`. */
export function gpuOf(sandbox: GatewaySandbox): GpuJson {
  if (!sandbox.gpu) return false;
  return sandbox.gpu.count === null ? true : { count: sandbox.gpu.count };
}

function conditionJson(condition: SandboxCondition) {
  return {
    type: condition.type,
    status: condition.status,
    reason: condition.reason,
    message: condition.message,
    last_transition_time: condition.lastTransitionTime ?? '',
  };
}

function isoOrNull(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}

/** The condition that explains an ERROR phase (Ready=False with a reason), if any. */
export function failureCondition(sandbox: GatewaySandbox): SandboxCondition | null {
  return (
    sandbox.conditions.find((condition) => condition.type === 'Ready' && condition.status === 'False') ??
    sandbox.conditions.find((condition) => condition.reason !== '') ??
    null
  );
}

/** Why a sandbox is not running, most specific first: its configuration, its provisioning, its exit, a condition. */
export function notReadyOf(sandbox: GatewaySandbox): z.output<typeof notReadySchema> | null {
  if (stateOf(sandbox.phase) === 'running') return null;
  const { admission, provisioning } = sandbox;
  if (admission?.state === 'rejected') return { source: 'configuration', reason: `configuration rejected: ${admission.error ?? 'no reason given'}` };
  if (admission?.state === 'pending') return { source: 'configuration', reason: 'waiting for the gateway to admit the configuration' };
  if (provisioning?.cleanupError) return { source: 'provisioning', reason: `provisioning failed, cleanup error: ${provisioning.cleanupError}` };
  if (sandbox.exitCode !== null) return { source: 'exit', reason: `the main process exited with code ${sandbox.exitCode}` };
  const condition = failureCondition(sandbox);
  if (condition) return { source: 'condition', reason: `${condition.reason}${condition.message ? `: ${condition.message}` : ''}` };
  if (provisioning) return { source: 'provisioning', reason: `provisioning${provisioning.deadline ? ` (deadline ${isoOrNull(provisioning.deadline)})` : ''}` };
  return null;
}

export function sandboxJson(sandbox: GatewaySandbox, context: SandboxContext): SandboxJson {
  const { admission, provisioning } = sandbox;
  return {
    name: sandbox.name,
    id: sandbox.id,
    gateway: context.gateway,
    workspace: context.workspace,
    state: stateOf(sandbox.phase),
    phase: sandbox.phase,
    image: sandbox.image,
    gpu: gpuOf(sandbox),
    providers: [...sandbox.providers],
    environment_keys: Object.keys(sandbox.environment).sort(),
    labels: { ...context.metadata.labels },
    description: context.metadata.description,
    conditions: sandbox.conditions.map(conditionJson),
    created_at: isoOrNull(sandbox.createdAt),
    current_policy_version: sandbox.currentPolicyVersion,
    exit_code: sandbox.exitCode,
    not_ready: notReadyOf(sandbox),
    configuration: admission ? { admission: admission.state, error: admission.error, activated: sandbox.configurationActivated } : null,
    provisioning: provisioning
      ? {
          attempt_id: provisioning.attemptId,
          deadline: isoOrNull(provisioning.deadline),
          timeout_at: isoOrNull(provisioning.timeoutAt),
          first_rejection_at: isoOrNull(provisioning.firstRejectionAt),
          cleanup_error: provisioning.cleanupError,
        }
      : null,
    workload_template: sandbox.workloadTemplate,
    metered_requests_today: context.contributed.metered_requests_today,
  };
}
