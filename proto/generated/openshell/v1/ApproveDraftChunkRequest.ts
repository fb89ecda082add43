// Original file: openshell/openshell.proto


export interface ApproveDraftChunkRequest {
  'name'?: (string);
  'chunk_id'?: (string);
  'workspace'?: (string);
  /**
   * HEAD only
   */
  'review_token'?: (string);
}

export interface ApproveDraftChunkRequest__Output {
  'name': (string);
  'chunk_id': (string);
  'workspace': (string);
  /**
   * HEAD only
   */
  'review_token': (string);
}
