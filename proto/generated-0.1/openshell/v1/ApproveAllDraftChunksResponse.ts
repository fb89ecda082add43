// Original file: line-0.1/openshell/openshell.proto


export interface ApproveAllDraftChunksResponse {
  'policy_version'?: (number);
  'policy_hash'?: (string);
  'chunks_approved'?: (number);
  /**
   * flagged, stale, invalid or conflicting
   */
  'chunks_skipped'?: (number);
}

export interface ApproveAllDraftChunksResponse__Output {
  'policy_version': (number);
  'policy_hash': (string);
  'chunks_approved': (number);
  /**
   * flagged, stale, invalid or conflicting
   */
  'chunks_skipped': (number);
}
