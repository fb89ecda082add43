import type { Reply } from '@portcullis/core';
import type { DecidedResult } from './approve.ts';
import { type Caller, type ChunkTarget, channelOf, chunkIntent, currentChunk, decided, eventData, type MoveDeps, refOf, requirePending } from './context.ts';
import { claimFields, type Decision, decideLocally, decideUpstream, passGates } from './gates.ts';
import { requireReviewed } from './reviewed.ts';

/**
 * pending → rejected, with the reviewer's reason (the gateway feeds it back to the agent). A re-opened rejection
 * is still rejected upstream, so rejecting it again only closes it on our side.
 */
export async function rejectChunk(deps: MoveDeps, target: ChunkTarget, caller: Caller, reason: string, reviewToken?: string): Promise<DecidedResult | Reply> {
  const current = await currentChunk(deps, target);
  requirePending(current, 'rejected');
  requireReviewed(current.chunk, target.sandbox, reviewToken);
  const gated = await passGates(caller, { move: 'reject', scope: target.scope, sandbox: target.sandbox, chunkId: target.chunkId, reason });
  if ('reply' in gated) return gated.reply;
  const stillRejectedUpstream = current.chunk.status === 'rejected';
  const chunk = decided(current.chunk, target.sandbox, 'rejected', stillRejectedUpstream && !reason ? current.chunk.rejectionReason : reason);
  const intent = chunkIntent(target, 'approval.reject', {
    rule_name: chunk.rule_name,
    reason,
    upstream_called: !stillRejectedUpstream,
    via: channelOf(caller),
  });
  const move = { ref: refOf(target), claims: gated.claims, intent };
  const decision: Decision = {
    states: [{ snapshot: chunk, upstreamStatus: 'rejected', override: null }],
    outcome: { status: 'rejected', chunkIds: [target.chunkId] },
    announce: () => deps.events.emit('approval.rejected', { ...eventData(target, chunk), reason, via: channelOf(caller) }),
  };
  if (stillRejectedUpstream) await decideLocally(deps, move, decision);
  else
    await decideUpstream(
      deps,
      move,
      () => deps.drafts.reject(target.scope, target.sandbox, target.chunkId, reason),
      () => decision,
    );
  return { status: 'rejected', chunk_id: target.chunkId, sandbox: target.sandbox, chunk, ...claimFields(gated.claims) };
}
