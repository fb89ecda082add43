// Original file: line-0.1/openshell/openshell.proto


export interface RemoveNetworkRule {
  'rule_name'?: (string);
}

export interface RemoveNetworkRule__Output {
  'rule_name': (string);
}
