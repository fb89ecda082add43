// Original file: openshell/openshell.proto


export interface ListProviderProfilesRequest {
  'limit'?: (number);
  'offset'?: (number);
  'workspace'?: (string);
}

export interface ListProviderProfilesRequest__Output {
  'limit': (number);
  'offset': (number);
  'workspace': (string);
}
