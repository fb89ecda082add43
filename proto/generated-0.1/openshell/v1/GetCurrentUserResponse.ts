// Original file: line-0.1/openshell/openshell.proto


export interface GetCurrentUserResponse {
  'subject'?: (string);
  'display_name'?: (string);
  'roles'?: (string)[];
  'scopes'?: (string)[];
  'identity_provider'?: (string);
}

export interface GetCurrentUserResponse__Output {
  'subject': (string);
  'display_name': (string);
  'roles': (string)[];
  'scopes': (string)[];
  'identity_provider': (string);
}
