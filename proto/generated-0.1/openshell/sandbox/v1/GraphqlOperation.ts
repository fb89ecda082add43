// Original file: line-0.1/openshell/sandbox.proto


export interface GraphqlOperation {
  'operation_type'?: (string);
  'operation_name'?: (string);
  'fields'?: (string)[];
}

export interface GraphqlOperation__Output {
  'operation_type': (string);
  'operation_name': (string);
  'fields': (string)[];
}
