// Original file: line-0.1/openshell/openshell.proto

import type { SandboxConfigurationAdmission as _openshell_v1_SandboxConfigurationAdmission, SandboxConfigurationAdmission__Output as _openshell_v1_SandboxConfigurationAdmission__Output } from '../../openshell/v1/SandboxConfigurationAdmission.ts';

export interface ReportSandboxConfigurationRequest {
  'sandbox_id'?: (string);
  'admission'?: (_openshell_v1_SandboxConfigurationAdmission | null);
  /**
   * replace only this earlier instance
   */
  'expected_instance_id'?: (string);
}

export interface ReportSandboxConfigurationRequest__Output {
  'sandbox_id': (string);
  'admission': (_openshell_v1_SandboxConfigurationAdmission__Output | null);
  /**
   * replace only this earlier instance
   */
  'expected_instance_id': (string);
}
