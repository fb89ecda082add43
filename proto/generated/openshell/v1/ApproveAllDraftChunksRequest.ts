// Original file: openshell/openshell.proto

import type { DraftChunkApproval as _openshell_v1_DraftChunkApproval, DraftChunkApproval__Output as _openshell_v1_DraftChunkApproval__Output } from '../../openshell/v1/DraftChunkApproval.ts';

export interface ApproveAllDraftChunksRequest {
  'name'?: (string);
  'include_security_flagged'?: (boolean);
  'workspace'?: (string);
  'approvals'?: (_openshell_v1_DraftChunkApproval)[];
}

export interface ApproveAllDraftChunksRequest__Output {
  'name': (string);
  'include_security_flagged': (boolean);
  'workspace': (string);
  'approvals': (_openshell_v1_DraftChunkApproval__Output)[];
}
