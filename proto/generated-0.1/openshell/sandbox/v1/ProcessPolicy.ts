// Original file: line-0.1/openshell/sandbox.proto


export interface ProcessPolicy {
  'run_as_user'?: (string);
  'run_as_group'?: (string);
}

export interface ProcessPolicy__Output {
  'run_as_user': (string);
  'run_as_group': (string);
}
