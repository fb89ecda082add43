// Original file: openshell/openshell.proto


export interface DeleteSandboxResponse {
  'deleted'?: (boolean);
}

export interface DeleteSandboxResponse__Output {
  'deleted': (boolean);
}
