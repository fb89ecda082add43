// Original file: openshell/openshell.proto


export interface GetDraftPolicyRequest {
  'name'?: (string);
  'status_filter'?: (string);
  'workspace'?: (string);
}

export interface GetDraftPolicyRequest__Output {
  'name': (string);
  'status_filter': (string);
  'workspace': (string);
}
