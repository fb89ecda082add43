// Original file: line-0.1/openshell/openshell.proto


export interface ExecSandboxExit {
  'exit_code'?: (number);
}

export interface ExecSandboxExit__Output {
  'exit_code': (number);
}
