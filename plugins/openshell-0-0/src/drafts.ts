import { type DraftOperations, encodeRule, positiveMs } from '@portcullis/plugin-gateways';
import { rpc } from './methods.ts';
import { chunkOf } from './model.ts';

// Draft chunks on the 0.0 line (docs/openshell-0.0.md §d.3). Releases before upstream HEAD carry no review tokens; an
// empty token is sent as it came.

const SANDBOX = { notFound: 'SANDBOX_NOT_FOUND' };

export const drafts: DraftOperations = {
  async chunks(call, sandbox, filter) {
    const response = await call.unary(
      rpc.GetDraftPolicy,
      { name: sandbox, status_filter: filter === 'all' ? '' : 'pending', workspace: call.workspace },
      SANDBOX,
    );
    return response.chunks.map(chunkOf);
  },

  async approve(call, sandbox, approval) {
    const response = await call.unary(
      rpc.ApproveDraftChunk,
      { name: sandbox, chunk_id: approval.chunkId, review_token: approval.reviewToken, workspace: call.workspace },
      SANDBOX,
    );
    return { version: response.policy_version, policyHash: response.policy_hash };
  },

  async reject(call, sandbox, chunkId, reason) {
    await call.unary(rpc.RejectDraftChunk, { name: sandbox, chunk_id: chunkId, reason, workspace: call.workspace }, SANDBOX);
  },

  async edit(call, sandbox, chunkId, rule) {
    await call.unary(rpc.EditDraftChunk, { name: sandbox, chunk_id: chunkId, proposed_rule: encodeRule(rule) as never, workspace: call.workspace }, SANDBOX);
  },

  async undo(call, sandbox, chunkId) {
    const response = await call.unary(rpc.UndoDraftChunk, { name: sandbox, chunk_id: chunkId, workspace: call.workspace }, SANDBOX);
    return { version: response.policy_version, policyHash: response.policy_hash };
  },

  async clear(call, sandbox) {
    return (await call.unary(rpc.ClearDraftChunks, { name: sandbox, workspace: call.workspace }, SANDBOX)).chunks_cleared;
  },

  async approveAll(call, sandbox, approvals, includeFlagged) {
    const response = await call.unary(
      rpc.ApproveAllDraftChunks,
      {
        name: sandbox,
        include_security_flagged: includeFlagged,
        approvals: approvals.map((approval) => ({ chunk_id: approval.chunkId, review_token: approval.reviewToken })),
        workspace: call.workspace,
      },
      SANDBOX,
    );
    return {
      version: response.policy_version,
      policyHash: response.policy_hash,
      chunksApproved: response.chunks_approved,
      chunksSkipped: response.chunks_skipped,
    };
  },

  async history(call, sandbox) {
    const response = await call.unary(rpc.GetDraftHistory, { name: sandbox, workspace: call.workspace }, SANDBOX);
    return response.entries.map((entry) => ({
      time: positiveMs(entry.timestamp_ms),
      eventType: entry.event_type,
      description: entry.description,
      chunkId: entry.chunk_id,
    }));
  },
};
