// Provider-change receipts on the 0.1 wire (ProviderMutationReceipt, ProviderReadinessStatus).
import { createHash } from 'node:crypto';
import type { ProviderMutationReceipt } from '@portcullis/proto/generated-0.1/openshell/v1/ProviderMutationReceipt';
import type { ProviderReadinessStatus } from '@portcullis/proto/generated-0.1/openshell/v1/ProviderReadinessStatus';
import type { ReceiptRecord } from '../state/receipts.ts';
import { toTimestamp } from './time.ts';

function attachmentEpochAt(receipt: ReceiptRecord): string {
  return createHash('sha256').update(`${receipt.sandboxId}:${receipt.providerEnvRevision}`).digest('hex').slice(0, 16);
}

export function receiptTo01(receipt: ReceiptRecord | undefined): ProviderMutationReceipt | null {
  if (!receipt) return null;
  return {
    receipt_id: receipt.id,
    mutation_id: receipt.mutationId,
    provider: receipt.provider,
    workspace: receipt.workspace,
    kind: `PROVIDER_MUTATION_KIND_${receipt.kind}`,
    desired: {
      sandbox_id: receipt.sandboxId,
      sandbox: receipt.sandbox,
      attachment_epoch: attachmentEpochAt(receipt),
      provider_id: receipt.providerId,
      provider_resource_version: receipt.providerResourceVersion,
      provider_env_revision: receipt.providerEnvRevision,
      config_revision: receipt.configRevision,
      policy_hash: receipt.policyHash,
    },
    persisted_time: toTimestamp(receipt.persistedAtMs),
  };
}

const REASONS: Record<ReceiptRecord['state'], string> = {
  PERSISTED: 'PROVIDER_READINESS_REASON_WAITING_FOR_SUPERVISOR',
  PENDING: 'PROVIDER_READINESS_REASON_WAITING_FOR_CREDENTIALS',
  READY: 'PROVIDER_READINESS_REASON_UNSPECIFIED',
  REVOKED: 'PROVIDER_READINESS_REASON_UNSPECIFIED',
  SUPERSEDED: 'PROVIDER_READINESS_REASON_DESIRED_STATE_CHANGED',
};

export function readinessOf(receipt: ReceiptRecord, sessionId: string): ProviderReadinessStatus {
  const installed = receipt.state === 'READY' || receipt.state === 'REVOKED';
  return {
    receipt: receiptTo01(receipt),
    state: `PROVIDER_READINESS_STATE_${receipt.state}`,
    reason: REASONS[receipt.state] as ProviderReadinessStatus['reason'],
    observed: installed
      ? {
          session_id: sessionId,
          attachment_epoch: attachmentEpochAt(receipt),
          provider_env_revision: receipt.providerEnvRevision,
          config_revision: receipt.configRevision,
          policy_hash: receipt.policyHash,
          credentials_installed: receipt.state === 'READY',
          policy_active: true,
          launch_environment_installed: receipt.state === 'READY',
        }
      : null,
    observed_time: installed ? toTimestamp(receipt.observedAtMs) : null,
    evaluated_time: toTimestamp(Date.now()),
  };
}
