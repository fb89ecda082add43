import { Problem, problems } from '@portcullis/core';
import type { DraftHistoryEntry, GatewayApi, GatewayScope, PolicyChunk, PolicyWriteResult, SandboxBrief } from '@portcullis/plugin-gateways';
import type { NetworkRule } from '@portcullis/plugin-policies';

// The draft-policy operations (docs/openshell-0.0.md §d.3) behind the approval moves. Chunks are the gateway's: every
// read goes to it. Every approval echoes the review_token of the chunk it was given, as the gateway issued it.

export interface PolicyOutcome {
  policy_version: number;
  policy_hash: string;
}

export interface ApproveAllOutcome extends PolicyOutcome {
  chunks_approved: number;
  chunks_skipped: number;
}

/** NOT_FOUND means `chunk not found` or `sandbox not found`; the caller sees which. */
function notFoundOf(error: unknown): unknown {
  if (!(error instanceof Problem) || error.status !== 404 || !/chunk not found/i.test(error.detail)) return error;
  return problems.notFound('CHUNK_NOT_FOUND', 'The gateway has no such approval chunk for this sandbox.');
}

/**
 * HEAD gateways refuse an approval whose review token is missing or no longer matches (docs/openshell-0.0.md §g.2):
 * "review token does not match the fetched proposal; refetch and review again", or, after any policy change, "proposal
 * inputs changed; evaluation refreshed, refetch and review again" (the gateway stored a new token meanwhile).
 */
export function isStaleReview(error: unknown): boolean {
  return error instanceof Problem && error.code === 'GATEWAY_PRECONDITION_FAILED' && /review token|refetch/i.test(error.detail);
}

export class DraftGateway {
  private readonly gateways: GatewayApi;

  constructor(gateways: GatewayApi) {
    this.gateways = gateways;
  }

  /** Chunks of a sandbox, newest first; `pending` only, or every status. */
  chunks(scope: GatewayScope, sandbox: string, filter: 'pending' | 'all', signal?: AbortSignal): Promise<PolicyChunk[]> {
    return this.gateways.drafts.chunks(scope, sandbox, filter, { signal });
  }

  async find(scope: GatewayScope, sandbox: string, chunkId: string): Promise<PolicyChunk | null> {
    return (await this.chunks(scope, sandbox, 'all')).find((chunk) => chunk.id === chunkId) ?? null;
  }

  /** The chunk as the gateway has it now (404 CHUNK_NOT_FOUND). */
  async require(scope: GatewayScope, sandbox: string, chunkId: string): Promise<PolicyChunk> {
    const chunk = await this.find(scope, sandbox, chunkId);
    if (!chunk) throw problems.notFound('CHUNK_NOT_FOUND', `Sandbox ${sandbox} has no approval chunk ${chunkId}.`);
    return chunk;
  }

  /** Every sandbox of the workspace, as its identity and phase. */
  sandboxes(scope: GatewayScope, signal?: AbortSignal): Promise<SandboxBrief[]> {
    return this.gateways.sandboxes.briefs(scope, { signal });
  }

  /** One approval with the review token of the chunk as it was fetched (empty for gateways before HEAD). */
  async approve(scope: GatewayScope, sandbox: string, chunk: PolicyChunk): Promise<PolicyOutcome> {
    return outcomeOf(await this.call(() => this.gateways.drafts.approve(scope, sandbox, { chunkId: chunk.id, reviewToken: chunk.reviewToken })));
  }

  async reject(scope: GatewayScope, sandbox: string, chunkId: string, reason: string): Promise<void> {
    await this.call(() => this.gateways.drafts.reject(scope, sandbox, chunkId, reason));
  }

  /** Replaces the proposed rule; the chunk stays pending upstream with a new review token. */
  async edit(scope: GatewayScope, sandbox: string, chunkId: string, rule: NetworkRule): Promise<void> {
    await this.call(() => this.gateways.drafts.edit(scope, sandbox, chunkId, rule));
  }

  /** Upstream: approved → pending, the rule's binary taken out of the policy (a new revision). */
  async undo(scope: GatewayScope, sandbox: string, chunkId: string): Promise<PolicyOutcome> {
    return outcomeOf(await this.call(() => this.gateways.drafts.undo(scope, sandbox, chunkId)));
  }

  /** Deletes every pending chunk upstream (they vanish from Get and History). */
  clear(scope: GatewayScope, sandbox: string): Promise<number> {
    return this.gateways.drafts.clear(scope, sandbox);
  }

  /** Approves the given chunks (each with its token) as one revision (HEAD); flagged ones only when included. */
  async approveAll(scope: GatewayScope, sandbox: string, chunks: PolicyChunk[], includeFlagged: boolean): Promise<ApproveAllOutcome> {
    const approvals = chunks.map((chunk) => ({ chunkId: chunk.id, reviewToken: chunk.reviewToken }));
    const outcome = await this.gateways.drafts.approveAll(scope, sandbox, approvals, includeFlagged);
    return { ...outcomeOf(outcome), chunks_approved: outcome.chunksApproved, chunks_skipped: outcome.chunksSkipped };
  }

  history(scope: GatewayScope, sandbox: string, signal?: AbortSignal): Promise<DraftHistoryEntry[]> {
    return this.gateways.drafts.history(scope, sandbox, { signal });
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw notFoundOf(error);
    }
  }
}

function outcomeOf(result: PolicyWriteResult): PolicyOutcome {
  return { policy_version: result.version, policy_hash: result.policyHash };
}
