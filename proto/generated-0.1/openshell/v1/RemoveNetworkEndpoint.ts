// Original file: line-0.1/openshell/openshell.proto


export interface RemoveNetworkEndpoint {
  'rule_name'?: (string);
  'host'?: (string);
  'port'?: (number);
}

export interface RemoveNetworkEndpoint__Output {
  'rule_name': (string);
  'host': (string);
  'port': (number);
}
