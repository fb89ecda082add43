// Original file: openshell/openshell.proto


export interface ListProvidersRequest {
  'limit'?: (number);
  'offset'?: (number);
  'workspace'?: (string);
  'all_workspaces'?: (boolean);
}

export interface ListProvidersRequest__Output {
  'limit': (number);
  'offset': (number);
  'workspace': (string);
  'all_workspaces': (boolean);
}
