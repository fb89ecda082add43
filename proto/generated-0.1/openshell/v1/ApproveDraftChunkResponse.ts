// Original file: line-0.1/openshell/openshell.proto


export interface ApproveDraftChunkResponse {
  'policy_version'?: (number);
  'policy_hash'?: (string);
}

export interface ApproveDraftChunkResponse__Output {
  'policy_version': (number);
  'policy_hash': (string);
}
