// Original file: line-0.1/openshell/openshell.proto


export interface DraftChunkApproval {
  'chunk_id'?: (string);
  'review_token'?: (string);
}

export interface DraftChunkApproval__Output {
  'chunk_id': (string);
  'review_token': (string);
}
