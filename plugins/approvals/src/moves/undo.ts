import { type AuditInput, problems } from '@portcullis/core';
import { type ChunkJson, withStatus } from '../chunks/json.ts';
import type { DecidedResult } from './approve.ts';
import { type ChunkTarget, type CurrentChunk, chunkIntent, currentChunk, decided, eventData, type MoveDeps, refOf } from './context.ts';
import { type Decision, decideLocally, decideUpstream } from './gates.ts';
import { announcePolicyChange, changingPolicy } from './policy-change.ts';

/**
 * approved or rejected → pending (the spec's "undo the last decision"). An approval is undone upstream
 * (UndoDraftChunk takes the rule's binary back out). Upstream cannot undo a rejection: the chunk is re-opened on
 * our side only, shown pending with `upstream_status: "rejected"`, and approving it later is allowed upstream.
 */
export async function undoChunk(deps: MoveDeps, target: ChunkTarget): Promise<DecidedResult> {
  const current = await currentChunk(deps, target);
  if (current.status === 'approved') return undoApproval(deps, target, current);
  if (current.status === 'rejected') return reopen(deps, target, current);
  throw problems.conflict('NOTHING_TO_UNDO', `Chunk ${target.chunkId} is ${current.status}; only an approval or a rejection can be undone.`, {
    chunk_status: current.status,
  });
}

async function undoApproval(deps: MoveDeps, target: ChunkTarget, current: CurrentChunk): Promise<DecidedResult> {
  const snapshot = decided(current.chunk, target.sandbox, 'pending');
  const shown = withStatus(snapshot, 'pending', 'pending');
  const change = await decideUpstream(
    deps,
    { ref: refOf(target), claims: [], intent: undoEntry(target, snapshot, 'approval') },
    () => changingPolicy(deps, target, () => deps.drafts.undo(target.scope, target.sandbox, target.chunkId)),
    (change) => ({
      ...undone(deps, target, snapshot, 'pending', null, 'approval'),
      detail: { version: change.policy_version, previous_version: change.previous_version },
      announce: () => {
        announceUndone(deps, target, shown, 'approval');
        announcePolicyChange(deps, target, change, 'approval.undo');
      },
    }),
  );
  return { status: 'pending', chunk_id: target.chunkId, sandbox: target.sandbox, chunk: shown, policy_version: change.policy_version };
}

async function reopen(deps: MoveDeps, target: ChunkTarget, current: CurrentChunk): Promise<DecidedResult> {
  const snapshot = decided(current.chunk, target.sandbox, 'rejected', current.chunk.rejectionReason);
  const shown = withStatus(snapshot, 'pending', 'rejected');
  await decideLocally(
    deps,
    { ref: refOf(target), claims: [], intent: undoEntry(target, snapshot, 'rejection') },
    undone(deps, target, snapshot, 'rejected', 'reopened', 'rejection'),
  );
  return { status: 'pending', chunk_id: target.chunkId, sandbox: target.sandbox, chunk: shown };
}

function undoEntry(target: ChunkTarget, snapshot: ChunkJson, undone: 'approval' | 'rejection'): AuditInput {
  return chunkIntent(target, 'approval.undo', { rule_name: snapshot.rule_name, undone });
}

/** The chunk back to pending on our side, and `approval.undone`. */
function undone(
  deps: MoveDeps,
  target: ChunkTarget,
  snapshot: ChunkJson,
  upstreamStatus: string,
  override: 'reopened' | null,
  what: 'approval' | 'rejection',
): Decision {
  return {
    states: [{ snapshot, upstreamStatus, override }],
    announce: () => announceUndone(deps, target, withStatus(snapshot, 'pending', upstreamStatus), what),
  };
}

function announceUndone(deps: MoveDeps, target: ChunkTarget, shown: ChunkJson, what: 'approval' | 'rejection'): void {
  deps.events.emit('approval.undone', { ...eventData(target, shown), undone: what });
}
