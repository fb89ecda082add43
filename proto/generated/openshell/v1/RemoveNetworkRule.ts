// Original file: openshell/openshell.proto


export interface RemoveNetworkRule {
  'rule_name'?: (string);
}

export interface RemoveNetworkRule__Output {
  'rule_name': (string);
}
