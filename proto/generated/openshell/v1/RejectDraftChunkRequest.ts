// Original file: openshell/openshell.proto


export interface RejectDraftChunkRequest {
  'name'?: (string);
  'chunk_id'?: (string);
  'reason'?: (string);
  'workspace'?: (string);
}

export interface RejectDraftChunkRequest__Output {
  'name': (string);
  'chunk_id': (string);
  'reason': (string);
  'workspace': (string);
}
