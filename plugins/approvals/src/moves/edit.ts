import type { Reply } from '@portcullis/core';
import type { NetworkRule } from '@portcullis/plugin-policies';
import { chunkJson } from '../chunks/json.ts';
import { approvedResult, type DecidedResult } from './approve.ts';
import {
  type Caller,
  type ChunkTarget,
  channelOf,
  chunkIntent,
  currentChunk,
  eventData,
  judgeApproval,
  type MoveDeps,
  refOf,
  requirePending,
} from './context.ts';
import { decideUpstream, passGates } from './gates.ts';
import { announcePolicyChange, changingPolicy } from './policy-change.ts';
import { approveReviewed, requireReviewed } from './reviewed.ts';

/**
 * pending → approved with a modified rule. Upstream an edit leaves the chunk pending with a new review token, so
 * the bridge is EditDraftChunk, a fresh fetch (the new token), then ApproveDraftChunk (docs/openshell-0.0.md §d.3). The
 * chunk the reviewer edited must be the one the gateway has (its review token).
 */
export async function editChunk(deps: MoveDeps, target: ChunkTarget, caller: Caller, rule: NetworkRule, reviewToken?: string): Promise<DecidedResult | Reply> {
  const current = await currentChunk(deps, target);
  requirePending(current, 'edited');
  requireReviewed(current.chunk, target.sandbox, reviewToken);
  await judgeApproval(deps, target, 'approval.edit', [{ key: current.chunk.ruleName, rule }]);
  const gated = await passGates(caller, { move: 'edit', scope: target.scope, sandbox: target.sandbox, chunkId: target.chunkId });
  if ('reply' in gated) return gated.reply;
  const intent = chunkIntent(target, 'approval.edit', { rule_name: current.chunk.ruleName, rule, via: channelOf(caller) });
  const { change, chunk } = await decideUpstream(
    deps,
    { ref: refOf(target), claims: gated.claims, intent },
    async () => {
      const change = await changingPolicy(deps, target, async () => {
        await deps.drafts.edit(target.scope, target.sandbox, target.chunkId, rule);
        return approveReviewed(deps, target, await deps.drafts.require(target.scope, target.sandbox, target.chunkId));
      });
      // The gateway recomputed the security notes of the edited rule: show what it has now. The approval is made by
      // then, so a failed read falls back on the chunk as edited rather than recording the effect as failed.
      const after = await deps.drafts.find(target.scope, target.sandbox, target.chunkId).catch(() => null);
      return { change, chunk: chunkJson(after ?? { ...current.chunk, status: 'approved' }, target.sandbox) };
    },
    ({ change, chunk }) => ({
      states: [{ snapshot: chunk, upstreamStatus: 'approved', override: null }],
      outcome: { status: 'approved', chunkIds: [target.chunkId] },
      detail: { rule_name: chunk.rule_name, version: change.policy_version, previous_version: change.previous_version },
      announce: () => {
        deps.events.emit('approval.approved', { ...eventData(target, chunk), policy_version: change.policy_version, edited: true, via: channelOf(caller) });
        announcePolicyChange(deps, target, change, 'approval.edit');
      },
    }),
  );
  return approvedResult(target, chunk, change, gated.claims);
}
