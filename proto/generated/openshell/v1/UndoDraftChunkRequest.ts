// Original file: openshell/openshell.proto


export interface UndoDraftChunkRequest {
  'name'?: (string);
  'chunk_id'?: (string);
  'workspace'?: (string);
}

export interface UndoDraftChunkRequest__Output {
  'name': (string);
  'chunk_id': (string);
  'workspace': (string);
}
