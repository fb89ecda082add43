import { type DraftOperations, encodeRule, timestampMs } from '@portcullis/plugin-gateways';
import { endpointCodec } from './endpoint-codec.ts';
import { rpc } from './methods.ts';
import { chunkOf } from './model.ts';
import { workspaceScope } from './selector.ts';

// Draft chunks on the 0.1 line: review tokens as at upstream HEAD of the 0.0 line, the sandbox named `sandbox`,
// ApproveAllDraftChunks with its approvals at field 3 and the selector at 4, and request ids on every move.

const SANDBOX = { notFound: 'SANDBOX_NOT_FOUND' };

export const drafts: DraftOperations = {
  async chunks(call, sandbox, filter) {
    const response = await call.unary(rpc.GetDraftPolicy, { sandbox, status_filter: filter === 'all' ? '' : 'pending', ...workspaceScope(call) }, SANDBOX);
    return response.chunks.map(chunkOf);
  },

  async approve(call, sandbox, approval, requestId) {
    const response = await call.unary(
      rpc.ApproveDraftChunk,
      { sandbox, chunk_id: approval.chunkId, review_token: approval.reviewToken, ...workspaceScope(call), request_id: requestId },
      SANDBOX,
    );
    return { version: response.policy_version, policyHash: response.policy_hash };
  },

  async reject(call, sandbox, chunkId, reason, requestId) {
    await call.unary(rpc.RejectDraftChunk, { sandbox, chunk_id: chunkId, reason, ...workspaceScope(call), request_id: requestId }, SANDBOX);
  },

  async edit(call, sandbox, chunkId, rule, requestId) {
    await call.unary(
      rpc.EditDraftChunk,
      { sandbox, chunk_id: chunkId, proposed_rule: encodeRule(rule, endpointCodec) as never, ...workspaceScope(call), request_id: requestId },
      SANDBOX,
    );
  },

  async undo(call, sandbox, chunkId, requestId) {
    const response = await call.unary(rpc.UndoDraftChunk, { sandbox, chunk_id: chunkId, ...workspaceScope(call), request_id: requestId }, SANDBOX);
    return { version: response.policy_version, policyHash: response.policy_hash };
  },

  async clear(call, sandbox, requestId) {
    return (await call.unary(rpc.ClearDraftChunks, { sandbox, ...workspaceScope(call), request_id: requestId }, SANDBOX)).chunks_cleared;
  },

  async approveAll(call, sandbox, approvals, includeFlagged, requestId) {
    const response = await call.unary(
      rpc.ApproveAllDraftChunks,
      {
        sandbox,
        include_security_flagged: includeFlagged,
        approvals: approvals.map((approval) => ({ chunk_id: approval.chunkId, review_token: approval.reviewToken })),
        ...workspaceScope(call),
        request_id: requestId,
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
    const response = await call.unary(rpc.GetDraftHistory, { sandbox, ...workspaceScope(call) }, SANDBOX);
    return response.entries.map((entry) => ({
      time: timestampMs(entry.event_time),
      eventType: entry.event_type,
      description: entry.description,
      chunkId: entry.chunk_id,
    }));
  },
};
