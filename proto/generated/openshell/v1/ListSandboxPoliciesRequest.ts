// Original file: openshell/openshell.proto


export interface ListSandboxPoliciesRequest {
  'name'?: (string);
  'limit'?: (number);
  'offset'?: (number);
  'global'?: (boolean);
  'workspace'?: (string);
}

export interface ListSandboxPoliciesRequest__Output {
  'name': (string);
  'limit': (number);
  'offset': (number);
  'global': (boolean);
  'workspace': (string);
}
