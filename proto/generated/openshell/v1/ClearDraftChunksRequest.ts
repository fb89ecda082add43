// Original file: openshell/openshell.proto


export interface ClearDraftChunksRequest {
  'name'?: (string);
  'workspace'?: (string);
}

export interface ClearDraftChunksRequest__Output {
  'name': (string);
  'workspace': (string);
}
