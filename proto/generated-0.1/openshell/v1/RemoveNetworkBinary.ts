// Original file: line-0.1/openshell/openshell.proto


export interface RemoveNetworkBinary {
  'rule_name'?: (string);
  'binary_path'?: (string);
}

export interface RemoveNetworkBinary__Output {
  'rule_name': (string);
  'binary_path': (string);
}
