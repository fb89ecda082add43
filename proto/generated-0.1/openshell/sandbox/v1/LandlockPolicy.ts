// Original file: line-0.1/openshell/sandbox.proto


export interface LandlockPolicy {
  'compatibility'?: (string);
}

export interface LandlockPolicy__Output {
  'compatibility': (string);
}
