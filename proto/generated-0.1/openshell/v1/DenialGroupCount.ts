// Original file: line-0.1/openshell/openshell.proto


export interface DenialGroupCount {
  'deny_group'?: (string);
  'denied_count'?: (number);
}

export interface DenialGroupCount__Output {
  'deny_group': (string);
  'denied_count': (number);
}
