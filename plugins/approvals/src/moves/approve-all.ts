import type { Reply } from '@portcullis/core';
import type { PolicyChunk__Output } from '@portcullis/proto/generated/openshell/v1/PolicyChunk';
import { decided, refOf, type Caller, type MoveDeps, type SandboxTarget } from './context.ts';
import { claimFields, passGates, recordDecision, upstream } from './gates.ts';
import { announcePolicyChange, changingPolicy, type PolicyChange } from './policy-change.ts';

export interface ApproveAllResult {
  sandbox: string;
  chunks_approved: number;
  chunks_skipped: number;
  policy_version: number;
  policy_hash: string;
  approved: string[];
  skipped: string[];
  [field: string]: unknown;
}

interface Selection {
  pending: PolicyChunk__Output[];
  selected: PolicyChunk__Output[];
}

/** The gateway's pending chunks (fresh tokens), minus dismissed ones; flagged ones only when asked for. */
async function select(deps: MoveDeps, target: SandboxTarget, includeFlagged: boolean): Promise<Selection> {
  const [chunks, overridden] = await Promise.all([
    deps.drafts.chunks(target.scope, target.sandbox, 'pending'),
    deps.chunks.ofSandbox(refOf(target), { overridden: true }),
  ]);
  const dismissed = new Set(overridden.filter((row) => row.override === 'dismissed').map((row) => row.chunkId));
  const pending = chunks.filter((chunk) => !dismissed.has(chunk.id));
  return { pending, selected: pending.filter((chunk) => includeFlagged || chunk.security_notes.trim() === '') };
}

/**
 * pending → approved for every pending chunk at once: one ApproveAllDraftChunks with each selected chunk's review
 * token, written upstream as one revision. Security-flagged chunks stay pending unless `include_security_flagged`.
 */
export async function approveAllChunks(deps: MoveDeps, target: SandboxTarget, caller: Caller, includeFlagged: boolean): Promise<ApproveAllResult | Reply> {
  const gated = await passGates(caller, { move: 'approve-all', scope: target.scope, sandbox: target.sandbox });
  if ('reply' in gated) return gated.reply;
  const { value: { pending, selected, change }, effect } = await upstream(deps, gated.claims, {
    action: 'approval.approve_all', resourceType: 'sandbox', resourceId: target.sandbox, gateway: target.scope.gateway.name,
    detail: { workspace: target.scope.workspace, include_security_flagged: includeFlagged },
  }, async () => {
    const selection = await select(deps, target, includeFlagged);
    if (selection.selected.length === 0) return { ...selection, change: null };
    return { ...selection, change: await changingPolicy(deps, target, () => deps.drafts.approveAll(target.scope, target.sandbox, selection.selected, includeFlagged)) };
  });
  const approved = change ? await approvedAmong(deps, target, selected) : [];
  const approvedIds = new Set(approved.map((chunk) => chunk.id));
  const skipped = pending.filter((chunk) => !approvedIds.has(chunk.id)).map((chunk) => chunk.id);
  const outcome = summary(change, approved.length, skipped.length);
  await recordDecision(deps, {
    ref: refOf(target), decision: { claims: gated.claims, outcome: { status: 'approved', chunkIds: [...approvedIds] } },
    states: approved.map((chunk) => ({ snapshot: decided(chunk, target.sandbox, 'approved'), upstreamStatus: 'approved', override: null })),
    audit: { effect, detail: { ...outcome, approved: [...approvedIds], skipped } },
  });
  for (const chunk of approved) {
    deps.events.emit('approval.approved', {
      gateway: target.scope.gateway.name, sandbox: target.sandbox, workspace: target.scope.workspace, chunk_id: chunk.id,
      chunk: decided(chunk, target.sandbox, 'approved'), policy_version: outcome.policy_version, bulk: true,
    });
  }
  if (change) announcePolicyChange(deps, target, change, 'approval.approve_all');
  return { sandbox: target.sandbox, ...outcome, approved: [...approvedIds], skipped, ...claimFields(gated.claims) };
}

/** Which of the selected chunks the gateway approved (it skips stale or conflicting candidates silently). */
async function approvedAmong(deps: MoveDeps, target: SandboxTarget, selected: PolicyChunk__Output[]): Promise<PolicyChunk__Output[]> {
  const now = new Map((await deps.drafts.chunks(target.scope, target.sandbox, 'all')).map((chunk) => [chunk.id, chunk]));
  return selected.filter((chunk) => now.get(chunk.id)?.status === 'approved').map((chunk) => now.get(chunk.id)!);
}

function summary(change: PolicyChange | null, approved: number, skipped: number) {
  return { chunks_approved: approved, chunks_skipped: skipped, policy_version: change?.policy_version ?? 0, policy_hash: change?.policy_hash ?? '' };
}
