// Reviewer decisions on chunks (docs/openshell-0.0.md §d.3, §g.2). Approvals merge the proposal as an add_rule;
// rejecting an approved chunk and undoing an approval take its binary back out with remove_binary. At HEAD an approval
// must echo the chunk's stored review_token and is refused (with the token refreshed) when the live inputs changed
// since; bulk approval stages the selected chunks into one revision and skips what is stale or conflicts. The v0.0.105
// profile has no tokens and approves every pending chunk into a revision of its own.

import { status } from '@grpc/grpc-js';
import type { DraftChunkApproval__Output } from '@portcullis/proto/generated/openshell/v1/DraftChunkApproval';
import type { DraftHistoryEntry } from '@portcullis/proto/generated/openshell/v1/DraftHistoryEntry';
import { failedPrecondition, GatewayError, invalidArgument } from '../grpc/errors.ts';
import { PolicyMergeError } from '../policy/merge/errors.ts';
import type { MergeOp } from '../policy/merge/operations.ts';
import { mergePolicy } from '../policy/merge/operations.ts';
import { assertSafe } from '../policy/validate.ts';
import type { Gateway } from '../state/gateway.ts';
import { gatewayLine } from '../state/log-lines.ts';
import type { ChunkRecord, ChunkStatus, NetworkPolicyRule, SandboxPolicy, SandboxRecord } from '../state/types.ts';
import type { ProposalEvaluation } from './evaluation.ts';
import { securityNotes } from './security-notes.ts';

const APPROVE_LOCK = 'cannot approve rules while a global policy is active; delete the global policy to manage ' + 'per-sandbox rules';

export interface PolicyOutcome {
  policy_version: number;
  policy_hash: string;
}

export interface ApproveAllResult extends PolicyOutcome {
  chunks_approved: number;
  chunks_skipped: number;
}

function requireStatus(chunk: ChunkRecord, allowed: ChunkStatus[]): void {
  if (!allowed.includes(chunk.status)) {
    const expected = allowed.map((s) => `'${s}'`).join(' or ');
    throw failedPrecondition(`chunk status is '${chunk.status}', expected ${expected}`);
  }
}

const addChunk = (ruleName: string, rule: NetworkPolicyRule): MergeOp => ({ kind: 'add_rule', ruleName, rule });

/** Applies operations to `policy` the way a write does: merged, then checked for safety. */
function merged(policy: SandboxPolicy, operations: MergeOp[]): SandboxPolicy {
  try {
    const result = mergePolicy(policy, operations).policy;
    assertSafe(result);
    return result;
  } catch (error) {
    throw error instanceof PolicyMergeError ? error.toGatewayError() : error;
  }
}

function write(gateway: Gateway, record: SandboxRecord, operations: MergeOp[]): PolicyOutcome {
  const result = gateway.policies.submit(record, merged(gateway.policies.currentPolicy(record.id), operations));
  return { policy_version: result.version, policy_hash: result.policyHash };
}

/**
 * HEAD's check that a review still holds: the token sent must be the chunk's stored one, and re-evaluating against
 * the live policy must give that token again. A changed evaluation is stored before the refusal, so a refetch shows
 * the new token.
 */
function requireCurrentEvaluation(gateway: Gateway, chunk: ChunkRecord, suppliedToken: string): ProposalEvaluation {
  const stored = chunk.evaluation.reviewToken;
  if (stored && suppliedToken !== stored) {
    throw failedPrecondition('review token does not match the fetched proposal; refetch and review again');
  }
  const live = gateway.drafts.evaluateStored(chunk);
  if (live.applicationError) {
    gateway.drafts.storeEvaluation(chunk, live);
    throw failedPrecondition(`proposal is not applicable: ${live.applicationError}`);
  }
  if (live.reviewToken !== stored) {
    gateway.drafts.storeEvaluation(chunk, live);
    // a chunk stored without a token (from before tokens existed) is approved against this evaluation
    if (stored) throw failedPrecondition('proposal inputs changed; evaluation refreshed, refetch and review again');
  }
  return live;
}

function approved(gateway: Gateway, record: SandboxRecord, chunks: ChunkRecord[], message: string): void {
  for (const chunk of chunks) gateway.drafts.markApproved(chunk);
  gateway.drafts.reconcile(record);
  gateway.log(record, gatewayLine('grpc::policy', message));
  gateway.sandboxes.notify(record);
}

export function approveChunk(gateway: Gateway, record: SandboxRecord, chunkId: string, token: string): PolicyOutcome {
  gateway.policies.assertNotGloballyManaged(APPROVE_LOCK);
  const chunk = gateway.drafts.requireChunk(record.id, chunkId);
  requireStatus(chunk, ['pending', 'rejected']);
  const proposal = gateway.options.profile.reviewTokens
    ? requireCurrentEvaluation(gateway, chunk, token)
    : { ruleName: chunk.ruleName, rule: chunk.proposedRule };
  let outcome: PolicyOutcome;
  try {
    outcome = write(gateway, record, [addChunk(proposal.ruleName, proposal.rule)]);
  } catch (error) {
    if (error instanceof GatewayError) gateway.drafts.recordApplicationError(chunk, error.message);
    throw error;
  }
  approved(gateway, record, [chunk], 'ApproveDraftChunk: rule merged successfully');
  return outcome;
}

export function rejectChunk(gateway: Gateway, record: SandboxRecord, chunkId: string, reason: string): void {
  const chunk = gateway.drafts.requireChunk(record.id, chunkId);
  requireStatus(chunk, ['pending', 'approved']);
  if (chunk.status === 'approved') {
    gateway.policies.assertNotGloballyManaged(APPROVE_LOCK);
    withdrawBinary(gateway, record, chunk);
  }
  chunk.status = 'rejected';
  chunk.rejectionReason = reason;
  chunk.decidedAtMs = Date.now();
  gateway.log(record, gatewayLine('grpc::policy', 'RejectDraftChunk: chunk rejected'));
  gateway.sandboxes.notify(record);
}

/** Takes the chunk's binary back out of its rule (a no-op when either is already gone). */
function withdrawBinary(gateway: Gateway, record: SandboxRecord, chunk: ChunkRecord): PolicyOutcome {
  return write(gateway, record, [{ kind: 'remove_binary', ruleName: chunk.ruleName, binaryPath: chunk.binary }]);
}

/** The chunks a bulk approval acts on: all pending, or exactly the ones named, each of which must be pending. */
function selectForBulk(pending: ChunkRecord[], approvals: DraftChunkApproval__Output[]): ChunkRecord[] {
  if (approvals.length === 0) return pending;
  return approvals.map((approval) => {
    const chunk = pending.find((c) => c.id === approval.chunk_id);
    if (!chunk) throw failedPrecondition(`chunk '${approval.chunk_id}' is not pending; refetch before bulk approval`);
    return chunk;
  });
}

/** A refusal of one candidate (stale, not applicable, conflicting) as opposed to a failure of the whole call. */
function isRefusal(error: unknown): error is GatewayError {
  return error instanceof GatewayError && (error.code === status.FAILED_PRECONDITION || error.code === status.INVALID_ARGUMENT);
}

function skipUnlessCurrent(evaluate: () => ProposalEvaluation): ProposalEvaluation | undefined {
  try {
    return evaluate();
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return undefined;
  }
}

/** HEAD: stale, invalid or conflicting candidates are skipped; the rest land as one revision. */
function approveAllStaged(
  gateway: Gateway,
  record: SandboxRecord,
  includeFlagged: boolean,
  pending: ChunkRecord[],
  approvals: DraftChunkApproval__Output[],
): ApproveAllResult {
  const selected = selectForBulk(pending, approvals);
  const tokens = new Map(approvals.map((a) => [a.chunk_id, a.review_token]));
  let staged = gateway.policies.currentPolicy(record.id);
  const accepted: ChunkRecord[] = [];
  for (const chunk of selected) {
    if (chunk.securityNotes && !includeFlagged) continue;
    const evaluation = skipUnlessCurrent(() => requireCurrentEvaluation(gateway, chunk, tokens.get(chunk.id) ?? ''));
    if (!evaluation) continue;
    try {
      staged = merged(staged, [addChunk(evaluation.ruleName, evaluation.rule)]);
      accepted.push(chunk);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      gateway.drafts.recordApplicationError(chunk, error.message); // conflicts with the chunks staged before it
    }
  }
  const skipped = selected.length - accepted.length;
  if (accepted.length === 0) return { policy_version: 0, policy_hash: '', chunks_approved: 0, chunks_skipped: skipped };
  const result = gateway.policies.submit(record, staged);
  approved(gateway, record, accepted, `ApproveAllDraftChunks: ${accepted.length} rules merged`);
  return { policy_version: result.version, policy_hash: result.policyHash, chunks_approved: accepted.length, chunks_skipped: skipped };
}

/** v0.0.105: every unflagged pending chunk must merge (else the call fails), each into a revision of its own. */
function approveAllSequential(gateway: Gateway, record: SandboxRecord, includeFlagged: boolean, pending: ChunkRecord[]): ApproveAllResult {
  const chosen = pending.filter((chunk) => includeFlagged || !chunk.securityNotes);
  merged(
    gateway.policies.currentPolicy(record.id),
    chosen.map((chunk) => addChunk(chunk.ruleName, chunk.proposedRule)),
  );
  let outcome: PolicyOutcome = { policy_version: 0, policy_hash: '' };
  for (const chunk of chosen) outcome = write(gateway, record, [addChunk(chunk.ruleName, chunk.proposedRule)]);
  if (chosen.length > 0) approved(gateway, record, chosen, `ApproveAllDraftChunks: ${chosen.length} rules merged`);
  return { ...outcome, chunks_approved: chosen.length, chunks_skipped: pending.length - chosen.length };
}

export function approveAll(gateway: Gateway, record: SandboxRecord, includeFlagged: boolean, approvals: DraftChunkApproval__Output[]): ApproveAllResult {
  gateway.policies.assertNotGloballyManaged(APPROVE_LOCK);
  const pending = gateway.drafts.chunks(record.id).filter((c) => c.status === 'pending');
  if (pending.length === 0) throw failedPrecondition('no pending chunks to approve');
  return gateway.options.profile.selectiveBulkApproval
    ? approveAllStaged(gateway, record, includeFlagged, pending, approvals)
    : approveAllSequential(gateway, record, includeFlagged, pending);
}

/** Replaces the proposed rule and re-evaluates it (new token and verdict); the chunk stays pending. */
export function editChunk(gateway: Gateway, record: SandboxRecord, chunkId: string, rule: NetworkPolicyRule | null): void {
  if (!rule) throw invalidArgument('proposed_rule is required');
  const chunk = gateway.drafts.requireChunk(record.id, chunkId);
  requireStatus(chunk, ['pending']);
  chunk.proposedRule = structuredClone(rule);
  chunk.securityNotes = securityNotes(rule);
  gateway.drafts.reevaluate(chunk);
  gateway.sandboxes.notify(record);
}

export function undoChunk(gateway: Gateway, record: SandboxRecord, chunkId: string): PolicyOutcome {
  const chunk = gateway.drafts.requireChunk(record.id, chunkId);
  requireStatus(chunk, ['approved']);
  gateway.policies.assertNotGloballyManaged(APPROVE_LOCK);
  const outcome = withdrawBinary(gateway, record, chunk);
  chunk.status = 'pending';
  chunk.decidedAtMs = 0;
  chunk.rejectionReason = '';
  gateway.drafts.reevaluate(chunk);
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
      timestamp_ms: chunk.createdAtMs,
      event_type: 'proposed',
      chunk_id: chunk.id,
      description: `Rule '${chunk.ruleName}' proposed (confidence: ${Math.round(chunk.confidence * 100)}%)`,
    });
    if (chunk.status !== 'pending') {
      const reason = chunk.status === 'rejected' && chunk.rejectionReason ? `: ${chunk.rejectionReason}` : '';
      entries.push({
        timestamp_ms: chunk.decidedAtMs,
        event_type: chunk.status,
        chunk_id: chunk.id,
        description: `Rule '${chunk.ruleName}' ${chunk.status}${reason}`,
      });
    }
  }
  return entries.sort((a, b) => Number(a.timestamp_ms) - Number(b.timestamp_ms));
}
