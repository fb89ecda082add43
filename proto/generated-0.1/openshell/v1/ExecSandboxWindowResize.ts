// Original file: line-0.1/openshell/openshell.proto


export interface ExecSandboxWindowResize {
  'cols'?: (number);
  'rows'?: (number);
}

export interface ExecSandboxWindowResize__Output {
  'cols': (number);
  'rows': (number);
}
