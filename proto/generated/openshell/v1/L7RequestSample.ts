// Original file: openshell/openshell.proto


export interface L7RequestSample {
  'method'?: (string);
  'path'?: (string);
  'decision'?: (string);
  'count'?: (number);
}

export interface L7RequestSample__Output {
  'method': (string);
  'path': (string);
  'decision': (string);
  'count': (number);
}
