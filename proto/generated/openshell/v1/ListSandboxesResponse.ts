// Original file: openshell/openshell.proto

import type { Sandbox as _openshell_v1_Sandbox, Sandbox__Output as _openshell_v1_Sandbox__Output } from '../../openshell/v1/Sandbox.ts';

export interface ListSandboxesResponse {
  'sandboxes'?: (_openshell_v1_Sandbox)[];
}

export interface ListSandboxesResponse__Output {
  'sandboxes': (_openshell_v1_Sandbox__Output)[];
}
