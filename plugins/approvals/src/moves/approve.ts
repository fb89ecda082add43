import type { Reply } from '@portcullis/core';
import type { ChunkJson } from '../chunks/json.ts';
import { currentChunk, decided, eventData, refOf, requirePending, type Caller, type ChunkTarget, type MoveDeps } from './context.ts';
import { claimFields, passGates, recordDecision, upstream } from './gates.ts';
import { announcePolicyChange, changingPolicy } from './policy-change.ts';

export interface DecidedResult {
  status: 'approved' | 'rejected' | 'pending';
  chunk_id: string;
  sandbox: string;
  chunk: ChunkJson;
  [field: string]: unknown;
}

/**
 * pending → approved: the rule is merged upstream (one ApproveDraftChunk with the chunk's current review token).
 * A re-opened rejection is approved the same way (the gateway allows approving a rejected chunk). A workflow may
 * answer instead (202 vote recorded) or let the quorum vote through.
 */
export async function approveChunk(deps: MoveDeps, target: ChunkTarget, caller: Caller): Promise<DecidedResult | Reply> {
  const current = await currentChunk(deps, target);
  requirePending(current, 'approved');
  const gated = await passGates(caller, { move: 'approve', scope: target.scope, sandbox: target.sandbox, chunkId: target.chunkId });
  if ('reply' in gated) return gated.reply;
  const chunk = decided(current.chunk, target.sandbox, 'approved');
  const { value: change, effect } = await upstream(deps, gated.claims, {
    action: 'approval.approve', resourceType: 'approval_chunk', resourceId: target.chunkId, gateway: target.scope.gateway.name,
    detail: { sandbox: target.sandbox, workspace: target.scope.workspace, rule_name: chunk.rule_name, binary: chunk.binary, security_flagged: chunk.security_flagged },
  }, () => changingPolicy(deps, target, () => deps.drafts.approve(target.scope, target.sandbox, target.chunkId)));
  await recordDecision(deps, {
    ref: refOf(target),
    states: [{ snapshot: chunk, upstreamStatus: 'approved', override: null }],
    decision: { claims: gated.claims, outcome: { status: 'approved', chunkIds: [target.chunkId] } },
    audit: { effect, detail: { version: change.policy_version, previous_version: change.previous_version } },
  });
  deps.events.emit('approval.approved', { ...eventData(target, chunk), policy_version: change.policy_version });
  announcePolicyChange(deps, target, change, 'approval.approve');
  return {
    status: 'approved', chunk_id: target.chunkId, sandbox: target.sandbox, policy_version: change.policy_version,
    policy_hash: change.policy_hash, chunk, ...claimFields(gated.claims),
  };
}
