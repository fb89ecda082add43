// Original file: line-0.1/openshell/openshell.proto

import type { Sandbox as _openshell_v1_Sandbox, Sandbox__Output as _openshell_v1_Sandbox__Output } from '../../openshell/v1/Sandbox.ts';

export interface ListSandboxesResponse {
  'sandboxes'?: (_openshell_v1_Sandbox)[];
  /**
   * empty on the last page
   */
  'next_page_token'?: (string);
}

export interface ListSandboxesResponse__Output {
  'sandboxes': (_openshell_v1_Sandbox__Output)[];
  /**
   * empty on the last page
   */
  'next_page_token': (string);
}
