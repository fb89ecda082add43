// Original file: line-0.1/openshell/openshell.proto


export interface ClearDraftChunksResponse {
  'chunks_cleared'?: (number);
}

export interface ClearDraftChunksResponse__Output {
  'chunks_cleared': (number);
}
