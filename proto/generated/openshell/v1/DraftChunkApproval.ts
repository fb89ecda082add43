// Original file: openshell/openshell.proto


/**
 * A chunk picked for approve-all, with the review token the reviewer saw.
 */
export interface DraftChunkApproval {
  'chunk_id'?: (string);
  'review_token'?: (string);
}

/**
 * A chunk picked for approve-all, with the review token the reviewer saw.
 */
export interface DraftChunkApproval__Output {
  'chunk_id': (string);
  'review_token': (string);
}
