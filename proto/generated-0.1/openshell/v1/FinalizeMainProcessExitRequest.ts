// Original file: line-0.1/openshell/openshell.proto


export interface FinalizeMainProcessExitRequest {
  'sandbox_id'?: (string);
  'instance_id'?: (string);
}

export interface FinalizeMainProcessExitRequest__Output {
  'sandbox_id': (string);
  'instance_id': (string);
}
