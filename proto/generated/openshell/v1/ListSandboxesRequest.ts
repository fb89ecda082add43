// Original file: openshell/openshell.proto


export interface ListSandboxesRequest {
  'limit'?: (number);
  'offset'?: (number);
  'label_selector'?: (string);
  'workspace'?: (string);
  'all_workspaces'?: (boolean);
}

export interface ListSandboxesRequest__Output {
  'limit': (number);
  'offset': (number);
  'label_selector': (string);
  'workspace': (string);
  'all_workspaces': (boolean);
}
