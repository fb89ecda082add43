// Draft policy chunks on the 0.1 line: the 0.0 handlers (HEAD's review tokens and selective approve-all) behind a
// translation of names (`sandbox` for `name`), selectors and times. ApproveAllDraftChunks' swapped fields 3 and 4
// (docs/openshell-0.1.md §2.2) need nothing here: the 0.1 protos decode them.
import type { NetworkPolicyRule } from '@portcullis/proto/generated/openshell/sandbox/v1/NetworkPolicyRule';
import { requireField } from '../../grpc/errors.ts';
import { draftHandlers } from '../../handlers/drafts.ts';
import type { CallContext01 } from '../context.ts';
import { to00, to01 } from '../convert.ts';
import type { Handlers01 } from './types.ts';

const shared = draftHandlers();

/** The 0.0 request's sandbox name and workspace, from the 0.1 request's `sandbox` and selector. */
function target(request: { sandbox: string }, ctx: CallContext01) {
  return { name: requireField(request.sandbox, 'sandbox'), workspace: ctx.workspace() };
}

export function draftHandlers01(): Handlers01<
  | 'GetDraftPolicy'
  | 'ApproveDraftChunk'
  | 'RejectDraftChunk'
  | 'ApproveAllDraftChunks'
  | 'EditDraftChunk'
  | 'UndoDraftChunk'
  | 'ClearDraftChunks'
  | 'GetDraftHistory'
> {
  return {
    GetDraftPolicy: async (request, ctx) =>
      to01('openshell.v1.GetDraftPolicyResponse', await shared.GetDraftPolicy({ ...target(request, ctx), status_filter: request.status_filter } as never, ctx)),
    ApproveDraftChunk: (request, ctx) =>
      shared.ApproveDraftChunk({ ...target(request, ctx), chunk_id: request.chunk_id, review_token: request.review_token } as never, ctx),
    RejectDraftChunk: (request, ctx) => shared.RejectDraftChunk({ ...target(request, ctx), chunk_id: request.chunk_id, reason: request.reason } as never, ctx),
    ApproveAllDraftChunks: (request, ctx) =>
      shared.ApproveAllDraftChunks(
        { ...target(request, ctx), include_security_flagged: request.include_security_flagged, approvals: request.approvals } as never,
        ctx,
      ),
    EditDraftChunk: (request, ctx) =>
      shared.EditDraftChunk(
        {
          ...target(request, ctx),
          chunk_id: request.chunk_id,
          proposed_rule: request.proposed_rule && to00<NetworkPolicyRule>('openshell.sandbox.v1.NetworkPolicyRule', request.proposed_rule, 'proposed_rule'),
        } as never,
        ctx,
      ),
    UndoDraftChunk: (request, ctx) => shared.UndoDraftChunk({ ...target(request, ctx), chunk_id: request.chunk_id } as never, ctx),
    ClearDraftChunks: (request, ctx) => shared.ClearDraftChunks(target(request, ctx) as never, ctx),
    GetDraftHistory: async (request, ctx) => to01('openshell.v1.GetDraftHistoryResponse', await shared.GetDraftHistory(target(request, ctx) as never, ctx)),
  };
}
