// Original file: line-0.1/openshell/openshell.proto


export interface UndoDraftChunkResponse {
  'policy_version'?: (number);
  'policy_hash'?: (string);
}

export interface UndoDraftChunkResponse__Output {
  'policy_version': (number);
  'policy_hash': (string);
}
