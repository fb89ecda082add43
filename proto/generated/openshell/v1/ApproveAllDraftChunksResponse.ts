// Original file: openshell/openshell.proto


export interface ApproveAllDraftChunksResponse {
  'policy_version'?: (number);
  'policy_hash'?: (string);
  'chunks_approved'?: (number);
  'chunks_skipped'?: (number);
}

export interface ApproveAllDraftChunksResponse__Output {
  'policy_version': (number);
  'policy_hash': (string);
  'chunks_approved': (number);
  'chunks_skipped': (number);
}
