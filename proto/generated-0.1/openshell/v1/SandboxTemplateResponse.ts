// Original file: line-0.1/openshell/openshell.proto

import type { SandboxWorkloadTemplate as _openshell_v1_SandboxWorkloadTemplate, SandboxWorkloadTemplate__Output as _openshell_v1_SandboxWorkloadTemplate__Output } from '../../openshell/v1/SandboxWorkloadTemplate.ts';

export interface SandboxTemplateResponse {
  'template'?: (_openshell_v1_SandboxWorkloadTemplate | null);
}

export interface SandboxTemplateResponse__Output {
  'template': (_openshell_v1_SandboxWorkloadTemplate__Output | null);
}
