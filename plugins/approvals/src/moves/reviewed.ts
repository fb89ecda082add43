import { canonicalJson, problems } from '@portcullis/core';
import type { PolicyChunk } from '@portcullis/plugin-gateways';
import { chunkJson } from '../chunks/json.ts';
import { isStaleReview, type PolicyOutcome } from '../upstream/drafts.ts';
import type { ChunkTarget, MoveDeps } from './context.ts';

// A HEAD gateway ties every decision to a review token: the stored evaluation of the chunk against the live policy
// (docs/openshell-0.0.md §g.2). Two things change it. Another policy change (an approval, a rule, a preset) makes the
// gateway re-evaluate the chunk at the next approve, store a new token and refuse that approve once; the proposal
// itself — rule, endpoint, binary — is what it was, so Portcullis fetches the new token and approves again. An edit, or
// the agent's proposal being replaced, changes the proposal: then the reviewer decided on something else, and the
// answer is 409 CHUNK_CHANGED.

/** Further approves after the gateway refreshed a chunk's evaluation: enough for the policy changes of a busy inbox. */
export const STALE_RETRIES = 2;

/** What a reviewer decides on: a refreshed evaluation leaves it alone, an edit does not. */
export function proposalOf(chunk: PolicyChunk): string {
  return canonicalJson({ rule_name: chunk.ruleName, rule: chunk.proposedRule, binary: chunk.binary });
}

export function chunkChanged(chunk: PolicyChunk, sandbox: string, why: string) {
  return problems.conflict('CHUNK_CHANGED', `Chunk ${chunk.id} of sandbox ${sandbox} ${why}; load it again and review what it proposes now.`, {
    chunk: chunkJson(chunk, sandbox),
  });
}

/**
 * The token a client sent must be the chunk's current one: otherwise the gateway has re-evaluated the chunk since
 * the reviewer saw it. No token (older clients) means "the current one"; a gateway without tokens (before HEAD)
 * has nothing to compare.
 */
export function requireReviewed(chunk: PolicyChunk, sandbox: string, reviewToken: string | undefined): void {
  if (reviewToken === undefined || chunk.reviewToken === '' || reviewToken === chunk.reviewToken) return;
  throw chunkChanged(chunk, sandbox, 'was re-evaluated by the gateway since it was loaded (its review token changed)');
}

/**
 * ApproveDraftChunk for the chunk as it was reviewed. When the gateway refreshed its evaluation meanwhile, the chunk
 * is fetched again and, as long as it proposes the same thing, approved with the new token, at most STALE_RETRIES
 * more times; a changed proposal is CHUNK_CHANGED, and a refusal after the last retry passes on.
 */
export async function approveReviewed(deps: Pick<MoveDeps, 'drafts'>, target: ChunkTarget, reviewed: PolicyChunk): Promise<PolicyOutcome> {
  let chunk = reviewed;
  for (let retry = 0; ; retry += 1) {
    try {
      return await deps.drafts.approve(target.scope, target.sandbox, chunk);
    } catch (error) {
      if (!isStaleReview(error) || retry === STALE_RETRIES) throw error;
    }
    const refreshed = await deps.drafts.require(target.scope, target.sandbox, target.chunkId);
    if (proposalOf(refreshed) !== proposalOf(reviewed)) throw chunkChanged(refreshed, target.sandbox, 'proposes something else than what was reviewed');
    chunk = refreshed;
  }
}
