// Reviewer decisions on chunks (contract §d.3). Approvals merge the proposed rule like an add_rule; rejecting an
// approved chunk and undoing an approval take its binary back out. Each policy change is one new revision.
import { failedPrecondition, invalidArgument } from '../grpc/errors.ts';
import { addRule, removeBinary } from '../policy/merge.ts';
import { gatewayLine } from '../state/log-lines.ts';
import type { DraftChunkApproval__Output } from '@portcullis/proto/generated/openshell/v1/DraftChunkApproval';
import type { DraftHistoryEntry } from '@portcullis/proto/generated/openshell/v1/DraftHistoryEntry';
import type { Gateway } from '../state/gateway.ts';
import type { ChunkRecord, ChunkStatus, NetworkPolicyRule, SandboxRecord } from '../state/types.ts';
import { securityNotes } from './security-notes.ts';

const APPROVE_LOCK = 'cannot approve rules while a global policy is active; delete global policy first';

export interface PolicyOutcome {
  policy_version: number;
  policy_hash: string;
}

function requireStatus(chunk: ChunkRecord, allowed: ChunkStatus[]): void {
  if (!allowed.includes(chunk.status)) {
    const expected = allowed.map((s) => `'${s}'`).join(' or ');
    throw failedPrecondition(`chunk status is '${chunk.status}', expected ${expected}`);
  }
}

function currentOutcome(gateway: Gateway, record: SandboxRecord): PolicyOutcome {
  const latest = gateway.policies.latestUsable(record.id);
  return { policy_version: latest?.version ?? 0, policy_hash: latest?.policyHash ?? '' };
}

/** Removes the chunk's binary from its rule; a rule that is already gone (or lacks the binary) needs no change. */
function withdrawBinary(gateway: Gateway, record: SandboxRecord, chunk: ChunkRecord): PolicyOutcome {
  const policy = gateway.policies.currentPolicy(record.id);
  const rule = policy.network_policies?.[chunk.ruleName];
  if (!rule || !(rule.binaries ?? []).some((b) => b.path === chunk.binary)) return currentOutcome(gateway, record);
  removeBinary(policy, chunk.ruleName, chunk.binary);
  const result = gateway.policies.submit(record, policy);
  return { policy_version: result.version, policy_hash: result.policyHash };
}

export function approveChunk(gateway: Gateway, record: SandboxRecord, chunkId: string, token: string): PolicyOutcome {
  const chunk = gateway.drafts.requireChunk(record.id, chunkId);
  requireStatus(chunk, ['pending', 'rejected']);
  gateway.policies.assertNotGloballyManaged(APPROVE_LOCK);
  gateway.drafts.assertFreshToken(chunk, token);
  const policy = gateway.policies.currentPolicy(record.id);
  addRule(policy, chunk.ruleName, chunk.proposedRule);
  const result = gateway.policies.submit(record, policy);
  gateway.drafts.markApproved(chunk);
  gateway.drafts.reconcile(record);
  gateway.log(record, gatewayLine('grpc::policy', 'ApproveDraftChunk: rule merged successfully'));
  gateway.sandboxes.notify(record);
  return { policy_version: result.version, policy_hash: result.policyHash };
}

export function rejectChunk(gateway: Gateway, record: SandboxRecord, chunkId: string, reason: string): void {
  const chunk = gateway.drafts.requireChunk(record.id, chunkId);
  requireStatus(chunk, ['pending', 'approved']);
  if (chunk.status === 'approved') {
    gateway.policies.assertNotGloballyManaged();
    withdrawBinary(gateway, record, chunk);
  }
  chunk.status = 'rejected';
  chunk.rejectionReason = reason;
  chunk.decidedAtMs = Date.now();
  gateway.log(record, gatewayLine('grpc::policy', 'RejectDraftChunk: chunk rejected'));
  gateway.sandboxes.notify(record);
}

export interface ApproveAllResult extends PolicyOutcome {
  chunks_approved: number;
  chunks_skipped: number;
}

function tokenIsFresh(gateway: Gateway, chunk: ChunkRecord, token: string): boolean {
  try {
    gateway.drafts.assertFreshToken(chunk, token);
    return true;
  } catch {
    return false;
  }
}

export function approveAll(gateway: Gateway, record: SandboxRecord, includeFlagged: boolean,
  approvals: DraftChunkApproval__Output[]): ApproveAllResult {
  const pending = gateway.drafts.chunks(record.id).filter((c) => c.status === 'pending');
  if (pending.length === 0) throw failedPrecondition('no pending chunks to approve');
  gateway.policies.assertNotGloballyManaged(APPROVE_LOCK);
  const tokens = new Map(approvals.map((a) => [a.chunk_id, a.review_token]));
  const selected = approvals.length > 0 ? pending.filter((c) => tokens.has(c.id)) : pending;
  const policy = gateway.policies.currentPolicy(record.id);
  const approved: ChunkRecord[] = [];
  for (const chunk of selected) {
    if (chunk.securityNotes && !includeFlagged) continue;
    if (!tokenIsFresh(gateway, chunk, tokens.get(chunk.id) ?? '')) continue;
    try {
      addRule(policy, chunk.ruleName, chunk.proposedRule);
      approved.push(chunk);
    } catch {
      // a candidate that no longer applies is skipped, as upstream skips conflicting candidates
    }
  }
  const skipped = pending.length - approved.length;
  if (approved.length === 0) return { policy_version: 0, policy_hash: '', chunks_approved: 0, chunks_skipped: skipped };
  const result = gateway.policies.submit(record, policy);
  for (const chunk of approved) gateway.drafts.markApproved(chunk);
  gateway.drafts.reconcile(record);
  gateway.log(record, gatewayLine('grpc::policy', `ApproveAllDraftChunks: ${approved.length} rules merged`));
  gateway.sandboxes.notify(record);
  return { policy_version: result.version, policy_hash: result.policyHash, chunks_approved: approved.length,
    chunks_skipped: skipped };
}

export function editChunk(gateway: Gateway, record: SandboxRecord, chunkId: string,
  rule: NetworkPolicyRule | null): void {
  if (!rule) throw invalidArgument('proposed_rule is required');
  const chunk = gateway.drafts.requireChunk(record.id, chunkId);
  requireStatus(chunk, ['pending']);
  chunk.proposedRule = structuredClone(rule);
  chunk.securityNotes = securityNotes(rule);
  chunk.editGeneration += 1;
  gateway.sandboxes.notify(record);
}

export function undoChunk(gateway: Gateway, record: SandboxRecord, chunkId: string): PolicyOutcome {
  const chunk = gateway.drafts.requireChunk(record.id, chunkId);
  requireStatus(chunk, ['approved']);
  gateway.policies.assertNotGloballyManaged();
  const outcome = withdrawBinary(gateway, record, chunk);
  chunk.status = 'pending';
  chunk.decidedAtMs = 0;
  chunk.rejectionReason = '';
  gateway.sandboxes.notify(record);
  return outcome;
}

export function clearChunks(gateway: Gateway, record: SandboxRecord): number {
  const pending = gateway.drafts.chunks(record.id).filter((c) => c.status === 'pending');
  for (const chunk of pending) gateway.drafts.deleteChunk(record.id, chunk.id);
  if (pending.length > 0) gateway.sandboxes.notify(record);
  return pending.length;
}

/** Derived from the chunk rows only: one "proposed" entry per chunk and one per decided chunk. */
export function history(gateway: Gateway, record: SandboxRecord): DraftHistoryEntry[] {
  const entries: DraftHistoryEntry[] = [];
  for (const chunk of gateway.drafts.chunks(record.id)) {
    entries.push({
      timestamp_ms: chunk.createdAtMs, event_type: 'proposed', chunk_id: chunk.id,
      description: `Rule '${chunk.ruleName}' proposed (confidence: ${Math.round(chunk.confidence * 100)}%)`,
    });
    if (chunk.status !== 'pending') {
      const reason = chunk.status === 'rejected' && chunk.rejectionReason ? `: ${chunk.rejectionReason}` : '';
      entries.push({
        timestamp_ms: chunk.decidedAtMs, event_type: chunk.status, chunk_id: chunk.id,
        description: `Rule '${chunk.ruleName}' ${chunk.status}${reason}`,
      });
    }
  }
  return entries.sort((a, b) => Number(a.timestamp_ms) - Number(b.timestamp_ms));
}
