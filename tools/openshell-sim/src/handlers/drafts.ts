// Draft policy chunks: the approval inbox RPCs (docs/openshell-0.0.md §d.3).

import { approveAll, approveChunk, clearChunks, editChunk, history, rejectChunk, undoChunk } from '../drafts/decisions.ts';
import type { OpenShellImpl } from '../grpc/bind.ts';
import { requireField } from '../grpc/errors.ts';
import { sandboxByName } from './sandboxes.ts';

export function draftHandlers(): Pick<
  OpenShellImpl,
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
    GetDraftPolicy: (request, ctx) => {
      const record = sandboxByName(ctx, request.name, request.workspace);
      const all = ctx.gateway.drafts.chunks(record.id);
      const chunks = request.status_filter ? all.filter((c) => c.status === request.status_filter) : all;
      return {
        chunks: chunks.map((chunk) => ctx.gateway.drafts.toWire(chunk)),
        rolling_summary: '',
        draft_version: ctx.gateway.drafts.draftVersion(record.id),
        last_analyzed_at_ms: all[0]?.createdAtMs ?? 0,
      };
    },
    ApproveDraftChunk: (request, ctx) => {
      const record = sandboxByName(ctx, request.name, request.workspace);
      return approveChunk(ctx.gateway, record, requireField(request.chunk_id, 'chunk_id'), request.review_token);
    },
    RejectDraftChunk: (request, ctx) => {
      const record = sandboxByName(ctx, request.name, request.workspace);
      rejectChunk(ctx.gateway, record, requireField(request.chunk_id, 'chunk_id'), request.reason);
      return {};
    },
    ApproveAllDraftChunks: (request, ctx) => {
      const record = sandboxByName(ctx, request.name, request.workspace);
      return approveAll(ctx.gateway, record, request.include_security_flagged, request.approvals);
    },
    EditDraftChunk: (request, ctx) => {
      const record = sandboxByName(ctx, request.name, request.workspace);
      editChunk(ctx.gateway, record, requireField(request.chunk_id, 'chunk_id'), request.proposed_rule);
      return {};
    },
    UndoDraftChunk: (request, ctx) => {
      const record = sandboxByName(ctx, request.name, request.workspace);
      return undoChunk(ctx.gateway, record, requireField(request.chunk_id, 'chunk_id'));
    },
    ClearDraftChunks: (request, ctx) => {
      const record = sandboxByName(ctx, request.name, request.workspace);
      return { chunks_cleared: clearChunks(ctx.gateway, record) };
    },
    GetDraftHistory: (request, ctx) => {
      const record = sandboxByName(ctx, request.name, request.workspace);
      return { entries: history(ctx.gateway, record) };
    },
  };
}
