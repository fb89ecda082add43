// Stored objects as the 0.1 line sends them: the 0.0 snapshot converted (convert.ts), plus what only the 0.1 line
// has: a sandbox's configuration admission, provisioning attempt, attachment epoch and template provenance.
import { createHash } from 'node:crypto';
import type { Sandbox as Sandbox00 } from '@portcullis/proto/generated/openshell/v1/Sandbox';
import type { Provider } from '@portcullis/proto/generated-0.1/openshell/datamodel/v1/Provider';
import type { Sandbox } from '@portcullis/proto/generated-0.1/openshell/v1/Sandbox';
import { effectiveConfig } from '../policy/effective-config.ts';
import type { Gateway } from '../state/gateway.ts';
import { redactedProvider } from '../state/providers.ts';
import { toWire } from '../state/sandboxes.ts';
import type { ProviderRecord, SandboxRecord } from '../state/types.ts';
import { to01 } from './convert.ts';
import { toTimestamp } from './time.ts';

/** Changes whenever the set of attached providers (and so the provider environment) changes. */
export function attachmentEpoch(record: SandboxRecord): string {
  return createHash('sha256').update(`${record.id}:${record.providerEnvRevision}`).digest('hex').slice(0, 16);
}

function admissionOf(gateway: Gateway, record: SandboxRecord) {
  const { configuration } = record;
  const effective = effectiveConfig(gateway, record);
  return {
    instance_id: configuration.instanceId,
    state: `CONFIGURATION_ADMISSION_STATE_${configuration.state}`,
    policy_version: effective.revision?.version ?? 0,
    policy_hash: effective.revision?.policyHash ?? '',
    config_revision: effective.configRevision,
    provider_env_revision: record.providerEnvRevision,
    error: configuration.error,
  };
}

function provisioningOf(record: SandboxRecord) {
  const rejection = record.configuration.rejection;
  if (!rejection) return null;
  return {
    attempt_id: rejection.attemptId,
    configuration_change_id: rejection.changeId,
    configuration_change_time: toTimestamp(rejection.changeTimeMs),
    first_rejection_time: toTimestamp(rejection.firstRejectionMs),
    deadline: toTimestamp(rejection.deadlineMs),
    timeout_time: toTimestamp(rejection.deadlineMs),
  };
}

/** A sandbox on the 0.1 wire; `snapshot` is the 0.0 snapshot already taken (watch streams), else one is taken now. */
export function sandboxTo01(gateway: Gateway, record: SandboxRecord, snapshot: Sandbox00 = toWire(record)): Sandbox {
  const decorated = {
    ...snapshot,
    spec: { ...snapshot.spec, provider_attachment_epoch: attachmentEpoch(record) },
    status: {
      ...snapshot.status,
      configuration_admission: admissionOf(gateway, record),
      configuration_activated: record.configuration.activated,
      provisioning: provisioningOf(record),
    },
    ...(record.template ? { created_from_workload_template: { name: record.template.name, resource_version: record.template.resourceVersion } } : {}),
  };
  return to01<Sandbox>('openshell.v1.Sandbox', decorated);
}

/** A provider on the 0.1 wire, redacted; profile_workspace names where its profile lives ('' for the platform). */
export function providerTo01(gateway: Gateway, record: ProviderRecord): Provider {
  const profile = gateway.profiles.resolve(record.workspace, record.type);
  return { ...to01<Provider>('openshell.datamodel.v1.Provider', redactedProvider(record)), profile_workspace: profile?.scope ?? '' };
}

export function objectMeta01(record: {
  id: string;
  name: string;
  workspace: string;
  createdAtMs: number;
  resourceVersion: number;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}) {
  return {
    id: record.id,
    name: record.name,
    workspace: record.workspace,
    labels: { ...record.labels },
    annotations: { ...record.annotations },
    resource_version: record.resourceVersion,
    created_time: toTimestamp(record.createdAtMs),
  };
}
