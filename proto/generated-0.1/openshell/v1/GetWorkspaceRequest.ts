// Original file: line-0.1/openshell/openshell.proto


export interface GetWorkspaceRequest {
  'name'?: (string);
}

export interface GetWorkspaceRequest__Output {
  'name': (string);
}
