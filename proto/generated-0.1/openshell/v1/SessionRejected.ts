// Original file: line-0.1/openshell/openshell.proto


export interface SessionRejected {
  'reason'?: (string);
}

export interface SessionRejected__Output {
  'reason': (string);
}
