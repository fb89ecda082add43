// Original file: openshell/openshell.proto


export interface SandboxStreamWarning {
  'message'?: (string);
}

export interface SandboxStreamWarning__Output {
  'message': (string);
}
