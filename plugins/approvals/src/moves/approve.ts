import type { Reply } from '@portcullis/core';
import type { ChunkJson } from '../chunks/json.ts';
import type { DecisionClaim } from '../decision-gate.ts';
import {
  type Caller,
  type ChunkTarget,
  channelOf,
  chunkIntent,
  currentChunk,
  decided,
  eventData,
  judgeApproval,
  type MoveDeps,
  proposedRules,
  refOf,
  requirePending,
} from './context.ts';
import { claimFields, decideUpstream, passGates } from './gates.ts';
import { announcePolicyChange, changingPolicy, type PolicyChange } from './policy-change.ts';
import { approveReviewed, requireReviewed } from './reviewed.ts';

export interface DecidedResult {
  status: 'approved' | 'rejected' | 'pending';
  chunk_id: string;
  sandbox: string;
  chunk: ChunkJson;
  [field: string]: unknown;
}

/** The answer of a move that merged the chunk's rule (approve, and edit-then-approve). */
export function approvedResult(target: ChunkTarget, chunk: ChunkJson, change: PolicyChange, claims: DecisionClaim[]): DecidedResult {
  return {
    status: 'approved',
    chunk_id: target.chunkId,
    sandbox: target.sandbox,
    policy_version: change.policy_version,
    policy_hash: change.policy_hash,
    chunk,
    ...claimFields(claims),
  };
}

/**
 * pending → approved: the rule is merged upstream (ApproveDraftChunk with the review token of the chunk the reviewer
 * saw, reviewed.ts). A re-opened rejection is approved the same way (the gateway allows approving a rejected chunk).
 * A workflow may answer instead (202 vote recorded) or let the quorum vote through; every vote is checked against
 * the token, so nobody votes on a chunk that changed since they saw it, and against the policy write checks, so
 * nobody votes for a rule that may not be merged.
 */
export async function approveChunk(deps: MoveDeps, target: ChunkTarget, caller: Caller, reviewToken?: string): Promise<DecidedResult | Reply> {
  const current = await currentChunk(deps, target);
  requirePending(current, 'approved');
  requireReviewed(current.chunk, target.sandbox, reviewToken);
  // Before the gates: a workflow must not count a vote for an approval that can never be made.
  await judgeApproval(deps, target, 'approval.approve', proposedRules(current.chunk));
  const gated = await passGates(caller, { move: 'approve', scope: target.scope, sandbox: target.sandbox, chunkId: target.chunkId });
  if ('reply' in gated) return gated.reply;
  const chunk = decided(current.chunk, target.sandbox, 'approved');
  const intent = chunkIntent(target, 'approval.approve', {
    rule_name: chunk.rule_name,
    binary: chunk.binary,
    security_flagged: chunk.security_flagged,
    via: channelOf(caller),
  });
  const change = await decideUpstream(
    deps,
    { ref: refOf(target), claims: gated.claims, intent },
    () => changingPolicy(deps, target, () => approveReviewed(deps, target, current.chunk)),
    (change) => ({
      states: [{ snapshot: chunk, upstreamStatus: 'approved', override: null }],
      outcome: { status: 'approved', chunkIds: [target.chunkId] },
      detail: { version: change.policy_version, previous_version: change.previous_version },
      announce: () => {
        deps.events.emit('approval.approved', { ...eventData(target, chunk), policy_version: change.policy_version, via: channelOf(caller) });
        announcePolicyChange(deps, target, change, 'approval.approve');
      },
    }),
  );
  return approvedResult(target, chunk, change, gated.claims);
}
