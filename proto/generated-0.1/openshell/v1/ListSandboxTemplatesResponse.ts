// Original file: line-0.1/openshell/openshell.proto

import type { SandboxWorkloadTemplate as _openshell_v1_SandboxWorkloadTemplate, SandboxWorkloadTemplate__Output as _openshell_v1_SandboxWorkloadTemplate__Output } from '../../openshell/v1/SandboxWorkloadTemplate.ts';

export interface ListSandboxTemplatesResponse {
  'templates'?: (_openshell_v1_SandboxWorkloadTemplate)[];
  /**
   * empty on the last page
   */
  'next_page_token'?: (string);
}

export interface ListSandboxTemplatesResponse__Output {
  'templates': (_openshell_v1_SandboxWorkloadTemplate__Output)[];
  /**
   * empty on the last page
   */
  'next_page_token': (string);
}
