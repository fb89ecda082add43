// Original file: openshell/openshell.proto


export interface GetDraftHistoryRequest {
  'name'?: (string);
  'workspace'?: (string);
}

export interface GetDraftHistoryRequest__Output {
  'name': (string);
  'workspace': (string);
}
