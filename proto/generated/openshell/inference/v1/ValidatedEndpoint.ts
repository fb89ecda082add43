// Original file: openshell/inference.proto


export interface ValidatedEndpoint {
  'url'?: (string);
  'protocol'?: (string);
}

export interface ValidatedEndpoint__Output {
  'url': (string);
  'protocol': (string);
}
