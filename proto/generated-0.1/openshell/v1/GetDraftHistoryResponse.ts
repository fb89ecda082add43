// Original file: line-0.1/openshell/openshell.proto

import type { DraftHistoryEntry as _openshell_v1_DraftHistoryEntry, DraftHistoryEntry__Output as _openshell_v1_DraftHistoryEntry__Output } from '../../openshell/v1/DraftHistoryEntry.ts';

export interface GetDraftHistoryResponse {
  'entries'?: (_openshell_v1_DraftHistoryEntry)[];
}

export interface GetDraftHistoryResponse__Output {
  'entries': (_openshell_v1_DraftHistoryEntry__Output)[];
}
