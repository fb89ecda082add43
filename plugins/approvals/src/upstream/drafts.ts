import { Problem, problems } from '@portcullis/core';
import type { GatewayClientPool, GatewayScope } from '@portcullis/plugin-gateways';
import type { NetworkRule } from '@portcullis/plugin-policies';
import type { PolicyChunk__Output } from '@portcullis/proto/generated/openshell/v1/PolicyChunk';
import type { Sandbox__Output } from '@portcullis/proto/generated/openshell/v1/Sandbox';

// The draft-policy RPCs (contract §d.3) behind the approval moves. Chunks are the gateway's: every read goes to
// it. Every approval echoes the review_token of the chunk it was given, as the gateway issued it.

export interface PolicyOutcome {
  policy_version: number;
  policy_hash: string;
}

export interface ApproveAllOutcome extends PolicyOutcome {
  chunks_approved: number;
  chunks_skipped: number;
}

const UPSTREAM_PAGE = 1000;

/** NOT_FOUND means `chunk not found` or `sandbox not found`; the caller sees which. */
function notFoundOf(error: unknown): unknown {
  if (!(error instanceof Problem) || error.status !== 404 || !/chunk not found/i.test(error.detail)) return error;
  return problems.notFound('CHUNK_NOT_FOUND', 'The gateway has no such approval chunk for this sandbox.');
}

/**
 * HEAD gateways refuse an approval whose review token is missing or no longer matches (contract §g.2): "review
 * token does not match the fetched proposal; refetch and review again", or, after any policy change, "proposal
 * inputs changed; evaluation refreshed, refetch and review again" (the gateway stored a new token meanwhile).
 */
export function isStaleReview(error: unknown): boolean {
  return error instanceof Problem && error.code === 'GATEWAY_PRECONDITION_FAILED' && /review token|refetch/i.test(error.detail);
}

export class DraftGateway {
  private readonly clients: GatewayClientPool;

  constructor(clients: GatewayClientPool) {
    this.clients = clients;
  }

  /** Chunks of a sandbox, newest first; `pending` only, or every status. */
  async chunks(scope: GatewayScope, sandbox: string, filter: 'pending' | 'all', signal?: AbortSignal): Promise<PolicyChunk__Output[]> {
    const response = await this.clients.unary(
      scope.gateway,
      'openshell',
      'GetDraftPolicy',
      { name: sandbox, status_filter: filter === 'all' ? '' : 'pending' },
      this.options(scope, signal),
    );
    return response.chunks;
  }

  async find(scope: GatewayScope, sandbox: string, chunkId: string): Promise<PolicyChunk__Output | null> {
    return (await this.chunks(scope, sandbox, 'all')).find((chunk) => chunk.id === chunkId) ?? null;
  }

  /** The chunk as the gateway has it now (404 CHUNK_NOT_FOUND). */
  async require(scope: GatewayScope, sandbox: string, chunkId: string): Promise<PolicyChunk__Output> {
    const chunk = await this.find(scope, sandbox, chunkId);
    if (!chunk) throw problems.notFound('CHUNK_NOT_FOUND', `Sandbox ${sandbox} has no approval chunk ${chunkId}.`);
    return chunk;
  }

  /** Every sandbox of the workspace, page after page. */
  async sandboxes(scope: GatewayScope, signal?: AbortSignal): Promise<Sandbox__Output[]> {
    const all: Sandbox__Output[] = [];
    for (let offset = 0; ; offset += UPSTREAM_PAGE) {
      const page = await this.clients.unary(scope.gateway, 'openshell', 'ListSandboxes', { limit: UPSTREAM_PAGE, offset }, this.options(scope, signal));
      all.push(...page.sandboxes);
      if (page.sandboxes.length < UPSTREAM_PAGE) return all;
    }
  }

  /** One ApproveDraftChunk with the review token of the chunk as it was fetched (empty for gateways before HEAD). */
  async approve(scope: GatewayScope, sandbox: string, chunk: PolicyChunk__Output): Promise<PolicyOutcome> {
    const response = await this.call(() =>
      this.clients.unary(
        scope.gateway,
        'openshell',
        'ApproveDraftChunk',
        { name: sandbox, chunk_id: chunk.id, review_token: chunk.review_token },
        this.options(scope),
      ),
    );
    return { policy_version: response.policy_version, policy_hash: response.policy_hash };
  }

  async reject(scope: GatewayScope, sandbox: string, chunkId: string, reason: string): Promise<void> {
    await this.call(() =>
      this.clients.unary(scope.gateway, 'openshell', 'RejectDraftChunk', { name: sandbox, chunk_id: chunkId, reason }, this.options(scope)),
    );
  }

  /** Replaces the proposed rule; the chunk stays pending upstream with a new review token. */
  async edit(scope: GatewayScope, sandbox: string, chunkId: string, rule: NetworkRule): Promise<void> {
    await this.call(() =>
      this.clients.unary(scope.gateway, 'openshell', 'EditDraftChunk', { name: sandbox, chunk_id: chunkId, proposed_rule: rule as never }, this.options(scope)),
    );
  }

  /** Upstream: approved → pending, the rule's binary taken out of the policy (a new revision). */
  async undo(scope: GatewayScope, sandbox: string, chunkId: string): Promise<PolicyOutcome> {
    const response = await this.call(() =>
      this.clients.unary(scope.gateway, 'openshell', 'UndoDraftChunk', { name: sandbox, chunk_id: chunkId }, this.options(scope)),
    );
    return { policy_version: response.policy_version, policy_hash: response.policy_hash };
  }

  /** Deletes every pending chunk upstream (they vanish from Get and History). */
  async clear(scope: GatewayScope, sandbox: string): Promise<number> {
    const response = await this.clients.unary(scope.gateway, 'openshell', 'ClearDraftChunks', { name: sandbox }, this.options(scope));
    return response.chunks_cleared;
  }

  /** Approves the given chunks (each with its token) as one revision (HEAD); flagged ones only when included. */
  async approveAll(scope: GatewayScope, sandbox: string, chunks: PolicyChunk__Output[], includeFlagged: boolean): Promise<ApproveAllOutcome> {
    const response = await this.clients.unary(
      scope.gateway,
      'openshell',
      'ApproveAllDraftChunks',
      {
        name: sandbox,
        include_security_flagged: includeFlagged,
        approvals: chunks.map((chunk) => ({ chunk_id: chunk.id, review_token: chunk.review_token })),
      },
      this.options(scope),
    );
    return {
      policy_version: response.policy_version,
      policy_hash: response.policy_hash,
      chunks_approved: response.chunks_approved,
      chunks_skipped: response.chunks_skipped,
    };
  }

  async history(
    scope: GatewayScope,
    sandbox: string,
    signal?: AbortSignal,
  ): Promise<Array<{ timestamp_ms: number; event_type: string; description: string; chunk_id: string }>> {
    const response = await this.clients.unary(scope.gateway, 'openshell', 'GetDraftHistory', { name: sandbox }, this.options(scope, signal));
    return response.entries.map((entry) => ({ ...entry, timestamp_ms: Number(entry.timestamp_ms) }));
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw notFoundOf(error);
    }
  }

  private options(scope: GatewayScope, signal?: AbortSignal) {
    return { workspace: scope.workspace, notFound: 'SANDBOX_NOT_FOUND', ...(signal ? { signal } : {}) };
  }
}
