// Original file: line-0.1/openshell/openshell.proto

import type { PolicyStatus as _openshell_v1_PolicyStatus, PolicyStatus__Output as _openshell_v1_PolicyStatus__Output } from '../../openshell/v1/PolicyStatus.ts';

export interface ReportPolicyStatusRequest {
  'sandbox_id'?: (string);
  'version'?: (number);
  'status'?: (_openshell_v1_PolicyStatus);
  'load_error'?: (string);
}

export interface ReportPolicyStatusRequest__Output {
  'sandbox_id': (string);
  'version': (number);
  'status': (_openshell_v1_PolicyStatus__Output);
  'load_error': (string);
}
