// Config and policy RPCs (docs/openshell-0.0.md §b.8, §c): effective config, gateway settings, UpdateConfig in its
// three forms, revision status and history.
import type { UpdateConfigRequest__Output } from '@portcullis/proto/generated/openshell/v1/UpdateConfigRequest';
import type { UpdateConfigResponse } from '@portcullis/proto/generated/openshell/v1/UpdateConfigResponse';
import type { OpenShellImpl } from '../grpc/bind.ts';
import { concurrentModification, failedPrecondition, invalidArgument, notFound, permissionDenied, requireField } from '../grpc/errors.ts';
import type { CallContext } from '../grpc/pipeline.ts';
import { effectiveConfig } from '../policy/effective-config.ts';
import { PolicyMergeError } from '../policy/merge/errors.ts';
import type { MergeOp } from '../policy/merge/operations.ts';
import { mergePolicy } from '../policy/merge/operations.ts';
import { parseMergeOperations } from '../policy/merge-request.ts';
import { assertKnownSetting, assertSettingValue, GLOBAL_POLICY_KEY, REGISTERED_SETTINGS } from '../policy/settings.ts';
import { revisionToWire } from '../policy/store.ts';
import { assertNoReservedRuleKeys, assertSafe, assertStaticFieldsUnchanged } from '../policy/validate.ts';
import { gatewayLine } from '../state/log-lines.ts';
import type { SandboxPolicy, SandboxRecord } from '../state/types.ts';
import { page, sandboxByName } from './sandboxes.ts';

const DEFAULT_REVISION_PAGE = 50;

function mutationKinds(request: UpdateConfigRequest__Output): number {
  return [request.policy !== null && request.policy !== undefined, request.setting_key !== '', request.merge_operations.length > 0].filter(Boolean).length;
}

function submitSandboxPolicy(ctx: CallContext, record: SandboxRecord, policy: SandboxPolicy, annotations: Record<string, string>): UpdateConfigResponse {
  const { policies, sandboxes } = ctx.gateway;
  const baseline = policies.baseline(record.id);
  if (baseline) assertStaticFieldsUnchanged(baseline, policy);
  assertNoReservedRuleKeys(policy);
  assertSafe(policy);
  const result = policies.submit(record, policy, annotations);
  if (Object.keys(annotations).length > 0) {
    record.annotations = { ...record.annotations, ...annotations };
    sandboxes.written(record);
  }
  return { version: result.version, policy_hash: result.policyHash, settings_revision: 0, annotations };
}

function updateSandboxSetting(ctx: CallContext, record: SandboxRecord, request: UpdateConfigRequest__Output) {
  const key = request.setting_key;
  if (key === GLOBAL_POLICY_KEY) throw invalidArgument(`setting key '${key}' is reserved for the global policy`);
  assertKnownSetting(key);
  const { policies } = ctx.gateway;
  if (policies.globalSettings.has(key)) {
    throw failedPrecondition(`setting '${key}' is managed globally; delete the global setting first`);
  }
  const settings = policies.sandboxSettings(record.id);
  if (request.delete_setting) return { settings_revision: 0, deleted: settings.delete(key) };
  settings.set(key, assertSettingValue(key, request.setting_value));
  ctx.gateway.sandboxes.notify(record);
  return { settings_revision: 0, deleted: false };
}

function updateGlobal(ctx: CallContext, request: UpdateConfigRequest__Output): UpdateConfigResponse {
  if (!ctx.principal.platformAdmin) throw permissionDenied('platform admin role required');
  if (Object.keys(request.annotations).length > 0) throw invalidArgument('annotations are only allowed on sandbox scope');
  if (request.merge_operations.length > 0) throw invalidArgument('merge_operations are not supported with global=true');
  const { policies } = ctx.gateway;
  if (request.policy) {
    assertSafe(request.policy);
    const result = policies.submitGlobal(request.policy);
    return { version: result.version, policy_hash: result.policyHash, settings_revision: policies.settingsRevision };
  }
  const key = request.setting_key;
  if (key === GLOBAL_POLICY_KEY) {
    if (!request.delete_setting) throw invalidArgument("set the global policy with the policy field, not setting 'policy'");
    return { deleted: policies.deleteGlobal(), settings_revision: policies.settingsRevision };
  }
  assertKnownSetting(key);
  if (request.delete_setting) {
    const deleted = policies.globalSettings.delete(key);
    if (deleted) policies.settingsRevision += 1;
    return { deleted, settings_revision: policies.settingsRevision };
  }
  policies.globalSettings.set(key, assertSettingValue(key, request.setting_value));
  policies.settingsRevision += 1;
  return { deleted: false, settings_revision: policies.settingsRevision };
}

/**
 * UpdateConfig in its three forms, for both lines: `parseOperations` reads the request's merge operations, which is
 * where the lines differ (the 0.1 line's L7 appends name a complete target).
 */
export function updateConfig(
  request: UpdateConfigRequest__Output,
  ctx: CallContext,
  parseOperations: () => MergeOp[] = () => parseMergeOperations(request.merge_operations),
): UpdateConfigResponse {
  const kinds = mutationKinds(request);
  if (kinds === 0) throw invalidArgument('one of policy, setting_key, or merge_operations must be provided');
  if (kinds > 1) throw invalidArgument('policy, setting_key, and merge_operations are mutually exclusive');
  if (request.global) return updateGlobal(ctx, request);
  const record = sandboxByName(ctx, request.name, request.workspace);
  if (request.expected_resource_version && request.expected_resource_version !== record.resourceVersion) {
    throw concurrentModification('UpdateConfig', record.resourceVersion);
  }
  if (request.setting_key) return updateSandboxSetting(ctx, record, request);
  ctx.gateway.policies.assertNotGloballyManaged();
  const policy = request.policy ?? mergedPolicy(ctx, record, parseOperations());
  return submitSandboxPolicy(ctx, record, policy, request.annotations);
}

/** merge_operations applied to the latest revision; upstream's merge warnings become gateway log lines. */
function mergedPolicy(ctx: CallContext, record: SandboxRecord, operations: MergeOp[]): SandboxPolicy {
  try {
    const { policy, warnings } = mergePolicy(ctx.gateway.policies.currentPolicy(record.id), operations);
    for (const warning of warnings) ctx.gateway.log(record, gatewayLine('grpc::policy', `UpdateConfig: ${warning}`, 'WARN'));
    return policy;
  } catch (error) {
    throw error instanceof PolicyMergeError ? error.toGatewayError() : error;
  }
}

export function configHandlers(): Pick<
  OpenShellImpl,
  'GetSandboxConfig' | 'GetGatewayConfig' | 'UpdateConfig' | 'GetSandboxPolicyStatus' | 'ListSandboxPolicies'
> {
  return {
    GetSandboxConfig: (request, ctx) => {
      const record = ctx.gateway.sandboxes.requireById(requireField(request.sandbox_id, 'sandbox_id'));
      ctx.requireSandboxAccess(record);
      const effective = effectiveConfig(ctx.gateway, record);
      return {
        ...(effective.revision ? { policy: structuredClone(effective.revision.policy) } : {}),
        version: effective.revision?.version ?? 0,
        policy_hash: effective.revision?.policyHash ?? '',
        settings: effective.settings,
        config_revision: effective.configRevision,
        policy_source: effective.global ? 'POLICY_SOURCE_GLOBAL' : 'POLICY_SOURCE_SANDBOX',
        global_policy_version: effective.global?.version ?? 0,
        provider_env_revision: record.providerEnvRevision,
        supervisor_middleware_services: [],
        workspace: record.workspace,
        policy_validation_failure_mode: 'retain_last_valid',
        extension_authentication_enabled: false,
      };
    },
    GetGatewayConfig: (_request, ctx) => ({
      // every registered key, unset ones empty; the reserved `policy` key is never listed (docs/openshell-0.0.md §g.7)
      settings: Object.fromEntries(Object.keys(REGISTERED_SETTINGS).map((key) => [key, ctx.gateway.policies.globalSettings.get(key) ?? {}])),
      settings_revision: ctx.gateway.policies.settingsRevision,
    }),
    UpdateConfig: (request, ctx) => updateConfig(request, ctx),
    GetSandboxPolicyStatus: (request, ctx) => {
      const { policies } = ctx.gateway;
      const record = request.global ? undefined : sandboxByName(ctx, request.name, request.workspace);
      const revisions = record ? policies.revisions(record.id) : policies.globalRevisions;
      const revision = request.version ? revisions.find((r) => r.version === request.version) : revisions.at(-1);
      if (!revision) {
        throw notFound(request.version && revisions.length > 0 ? `policy revision ${request.version} not found` : 'no policy revision found for this sandbox');
      }
      return { revision: revisionToWire(revision, true), active_version: record?.currentPolicyVersion ?? 0 };
    },
    ListSandboxPolicies: (request, ctx) => {
      const { policies } = ctx.gateway;
      const revisions = request.global ? policies.globalRevisions : policies.revisions(sandboxByName(ctx, request.name, request.workspace).id);
      const newestFirst = [...revisions].reverse();
      return {
        revisions: page(newestFirst, request.limit, request.offset, DEFAULT_REVISION_PAGE).map((r) => revisionToWire(r, false)),
      };
    },
  };
}
