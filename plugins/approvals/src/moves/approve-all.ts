import { isProblem, type Problem, type Reply } from '@portcullis/core';
import type { PolicyChunk } from '@portcullis/plugin-gateways';
import { shownStatus } from '../chunks/status.ts';
import type { PolicyOutcome } from '../upstream/drafts.ts';
import { type Caller, channelOf, decided, type MoveDeps, proposedRules, refOf, type SandboxTarget } from './context.ts';
import { claimFields, type Decision, decideUpstream, passGates } from './gates.ts';
import { announcePolicyChange, changingPolicy, type PolicyChange } from './policy-change.ts';
import { approveReviewed, proposalOf, STALE_RETRIES } from './reviewed.ts';

export type SkipReason = 'security_flagged' | 'chunk_changed' | 'not_pending' | 'not_found' | 'refused' | 'stale' | 'policy_check';

export interface SkippedChunk {
  chunk_id: string;
  reason: SkipReason;
  message: string;
  /** `policy_check`: the refusal of the policy write check that kept it out (its code and members). */
  problem?: Record<string, unknown>;
}

/** A chunk as the reviewer saw it: approve-all then approves exactly these. */
export interface ReviewedChunk {
  chunk_id: string;
  review_token: string;
}

export interface ApproveAllResult {
  sandbox: string;
  chunks_approved: number;
  chunks_skipped: number;
  policy_version: number;
  policy_hash: string;
  approved: string[];
  skipped: SkippedChunk[];
  [field: string]: unknown;
}

interface Selection {
  /** Pending upstream: approved together, as one revision. */
  pending: PolicyChunk[];
  /** Re-opened rejections (pending here, rejected upstream): approved one by one, which the gateway allows. */
  reopened: PolicyChunk[];
  skipped: SkippedChunk[];
}

/** What the approvals did so far; `last` is the newest revision one of them wrote. */
interface Tally {
  approved: PolicyChunk[];
  skipped: SkippedChunk[];
  last: PolicyOutcome | null;
}

const skip = (chunk_id: string, reason: SkipReason, message: string): SkippedChunk => ({ chunk_id, reason, message });
const refusedByCheck = (chunk_id: string, refusal: Problem): SkippedChunk => ({
  ...skip(chunk_id, 'policy_check', refusal.detail),
  problem: { code: refusal.code, ...refusal.extensions },
});
const flagged = (chunk: PolicyChunk) => chunk.securityNotes.trim() !== '';

/**
 * What the reviewer sees pending (the gateway's pending chunks without the dismissed ones, plus re-opened
 * rejections), or exactly the chunks the reviewer listed, each as it was reviewed; flagged ones only when included,
 * and only those the policy write checks let through.
 */
async function select(deps: MoveDeps, target: SandboxTarget, includeFlagged: boolean, reviewed: ReviewedChunk[] | undefined): Promise<Selection> {
  const [chunks, overridden] = await Promise.all([
    deps.drafts.chunks(target.scope, target.sandbox, 'all'),
    deps.chunks.ofSandbox(refOf(target), { overridden: true }),
  ]);
  const overrides = new Map(overridden.map((row) => [row.chunkId, row.override]));
  const statusOf = (chunk: PolicyChunk) => shownStatus(chunk.status, overrides.get(chunk.id));
  const open = chunks.filter((chunk) => statusOf(chunk) === 'pending');
  const skipped: SkippedChunk[] = [];
  let candidates = open;
  if (reviewed) {
    candidates = [];
    for (const { chunk_id: id, review_token: token } of reviewed) {
      const chunk = open.find((item) => item.id === id);
      const known = chunks.find((item) => item.id === id);
      if (!chunk)
        skipped.push(known ? skip(id, 'not_pending', `it is ${statusOf(known)} now`) : skip(id, 'not_found', 'the gateway has no such chunk for this sandbox'));
      else if (chunk.reviewToken && token !== chunk.reviewToken)
        skipped.push(skip(id, 'chunk_changed', 'the gateway re-evaluated it since it was loaded (its review token changed); load it again'));
      else candidates.push(chunk);
    }
  }
  for (const chunk of candidates) {
    if (!includeFlagged && flagged(chunk)) skipped.push(skip(chunk.id, 'security_flagged', 'it is security-flagged; approve it with include_security_flagged'));
  }
  const eligible = candidates.filter((chunk) => includeFlagged || !flagged(chunk));
  // Each chunk judged alone against the policy in force: one a write check refuses stays out, the rest go ahead.
  const refusals = await deps.writeChecks.refusals(
    { scope: target.scope, sandbox: target.sandbox, change: 'approval.approve_all', mode: 'merge', rules: [] },
    eligible.map(proposedRules),
  );
  const selected = eligible.filter((chunk, index) => {
    const refusal = refusals[index];
    if (refusal) skipped.push(refusedByCheck(chunk.id, refusal));
    return !refusal;
  });
  return { pending: selected.filter((chunk) => chunk.status === 'pending'), reopened: selected.filter((chunk) => chunk.status !== 'pending'), skipped };
}

/** A refusal of one chunk (the gateway's 4xx) is reported; trouble with the gateway itself passes on. */
async function approveOne(deps: MoveDeps, target: SandboxTarget, chunk: PolicyChunk, tally: Tally): Promise<void> {
  try {
    tally.last = await approveReviewed(deps, { ...target, chunkId: chunk.id }, chunk);
    tally.approved.push({ ...chunk, status: 'approved' });
  } catch (error) {
    if (!isProblem(error) || error.status >= 500) throw error;
    tally.skipped.push(skip(chunk.id, error.code === 'CHUNK_CHANGED' ? 'chunk_changed' : 'refused', error.detail));
  }
}

/** "chunk 'x' is not pending; refetch before bulk approval": nothing was approved, the selection is out of date. */
function isStaleSelection(error: unknown): boolean {
  return isProblem(error) && error.code === 'GATEWAY_PRECONDITION_FAILED' && /not pending|no pending chunks/i.test(error.detail);
}

/**
 * One ApproveAllDraftChunks with each chunk's token (HEAD: one revision). The gateway skips a chunk whose evaluation
 * it had to refresh (another policy change since it was reviewed), and a chunk that conflicts with the live policy;
 * after each call the chunks are fetched again and those refreshed but proposing the same are sent once more, at
 * most STALE_RETRIES times. What stays unapproved is reported with the reason.
 */
async function approveTogether(deps: MoveDeps, target: SandboxTarget, includeFlagged: boolean, selected: PolicyChunk[], tally: Tally): Promise<void> {
  const reviewed = new Map(selected.map((chunk) => [chunk.id, chunk]));
  let round = selected;
  for (let retry = 0; round.length > 0; retry += 1) {
    let calledThrough = true;
    try {
      const outcome = await deps.drafts.approveAll(target.scope, target.sandbox, round, includeFlagged);
      if (outcome.chunks_approved > 0) tally.last = outcome;
    } catch (error) {
      if (!isStaleSelection(error)) throw error;
      calledThrough = false;
    }
    const now = new Map((await deps.drafts.chunks(target.scope, target.sandbox, 'all')).map((chunk) => [chunk.id, chunk]));
    const again: PolicyChunk[] = [];
    for (const sent of round) {
      const fresh = now.get(sent.id);
      const original = reviewed.get(sent.id)!;
      if (!fresh) tally.skipped.push(skip(sent.id, 'not_found', 'the gateway no longer has it'));
      else if (fresh.status === 'approved' && calledThrough) tally.approved.push(fresh);
      else if (fresh.status !== 'pending') tally.skipped.push(skip(sent.id, 'not_pending', `it is ${fresh.status} now`));
      else if (proposalOf(fresh) !== proposalOf(original))
        tally.skipped.push(skip(sent.id, 'chunk_changed', 'it proposes something else than what was reviewed'));
      else if (fresh.reviewToken !== sent.reviewToken || !calledThrough) again.push(fresh);
      else tally.skipped.push(skip(sent.id, 'refused', fresh.applicationError || 'the gateway did not approve it (it conflicts with the live policy)'));
    }
    if (retry === STALE_RETRIES) {
      tally.skipped.push(...again.map((chunk) => skip(chunk.id, 'stale', 'the gateway re-evaluated it on every attempt; load it again')));
      return;
    }
    round = again;
  }
}

/**
 * pending → approved for every chunk the reviewer sees pending (or the ones they listed). Chunks pending upstream go
 * in one ApproveAllDraftChunks; a gateway before HEAD has no review tokens and its bulk call ignores the selection, so
 * there each chunk is approved on its own. Re-opened rejections are approved one by one (upstream they are rejected,
 * and a bulk call naming them would fail whole). Each chunk left out is reported with its reason.
 */
export async function approveAllChunks(
  deps: MoveDeps,
  target: SandboxTarget,
  caller: Caller,
  includeFlagged: boolean,
  reviewed?: ReviewedChunk[],
): Promise<ApproveAllResult | Reply> {
  const gated = await passGates(caller, { move: 'approve-all', scope: target.scope, sandbox: target.sandbox });
  if ('reply' in gated) return gated.reply;
  const intent = {
    action: 'approval.approve_all',
    resourceType: 'sandbox',
    resourceId: target.sandbox,
    gateway: target.scope.gateway.name,
    detail: {
      workspace: target.scope.workspace,
      include_security_flagged: includeFlagged,
      via: channelOf(caller),
      ...(reviewed ? { listed: reviewed.map((item) => item.chunk_id) } : {}),
    },
  };
  const { tally, change } = await decideUpstream(
    deps,
    { ref: refOf(target), claims: gated.claims, intent },
    async () => {
      const selection = await select(deps, target, includeFlagged, reviewed);
      const tally: Tally = { approved: [], skipped: selection.skipped, last: null };
      if (selection.pending.length + selection.reopened.length === 0) return { tally, change: null };
      const change = await changingPolicy(deps, target, async () => {
        if (selection.pending.some((chunk) => chunk.reviewToken !== '')) await approveTogether(deps, target, includeFlagged, selection.pending, tally);
        else for (const chunk of selection.pending) await approveOne(deps, target, chunk, tally);
        for (const chunk of selection.reopened) await approveOne(deps, target, chunk, tally);
        return tally.last ?? { policy_version: 0, policy_hash: '' };
      });
      return { tally, change };
    },
    ({ tally, change }) => approvedAll(deps, target, caller, tally, change),
  );
  const approvedIds = tally.approved.map((chunk) => chunk.id);
  const outcome = summary(change, tally);
  return { sandbox: target.sandbox, ...outcome, approved: approvedIds, skipped: tally.skipped, ...claimFields(gated.claims) };
}

/** The chunks approve-all approved, as recorded and announced. */
function approvedAll(deps: MoveDeps, target: SandboxTarget, caller: Caller, tally: Tally, change: PolicyChange | null): Decision {
  const approvedIds = tally.approved.map((chunk) => chunk.id);
  const outcome = summary(change, tally);
  return {
    outcome: { status: 'approved', chunkIds: approvedIds },
    states: tally.approved.map((chunk) => ({ snapshot: decided(chunk, target.sandbox, 'approved'), upstreamStatus: 'approved', override: null })),
    detail: { ...outcome, approved: approvedIds, skipped: tally.skipped },
    announce: () => {
      for (const chunk of tally.approved) {
        deps.events.emit('approval.approved', {
          gateway: target.scope.gateway.name,
          sandbox: target.sandbox,
          workspace: target.scope.workspace,
          chunk_id: chunk.id,
          chunk: decided(chunk, target.sandbox, 'approved'),
          policy_version: outcome.policy_version,
          bulk: true,
          via: channelOf(caller),
        });
      }
      if (change) announcePolicyChange(deps, target, change, 'approval.approve_all');
    },
  };
}

function summary(change: PolicyChange | null, tally: Tally) {
  return {
    chunks_approved: tally.approved.length,
    chunks_skipped: tally.skipped.length,
    policy_version: change?.policy_version ?? 0,
    policy_hash: change?.policy_hash ?? '',
  };
}
