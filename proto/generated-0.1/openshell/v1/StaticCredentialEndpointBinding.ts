// Original file: line-0.1/openshell/openshell.proto


export interface StaticCredentialEndpointBinding {
  'host'?: (string);
  'port'?: (number);
  'path'?: (string);
}

export interface StaticCredentialEndpointBinding__Output {
  'host': (string);
  'port': (number);
  'path': (string);
}
