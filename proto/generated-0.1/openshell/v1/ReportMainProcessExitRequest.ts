// Original file: line-0.1/openshell/openshell.proto


export interface ReportMainProcessExitRequest {
  'sandbox_id'?: (string);
  'instance_id'?: (string);
  /**
   * signals are 128 + n
   */
  'exit_code'?: (number);
}

export interface ReportMainProcessExitRequest__Output {
  'sandbox_id': (string);
  'instance_id': (string);
  /**
   * signals are 128 + n
   */
  'exit_code': (number);
}
