// Original file: openshell/openshell.proto

import type { Sandbox as _openshell_v1_Sandbox, Sandbox__Output as _openshell_v1_Sandbox__Output } from '../../openshell/v1/Sandbox.ts';

export interface DetachSandboxProviderResponse {
  'sandbox'?: (_openshell_v1_Sandbox | null);
  'detached'?: (boolean);
}

export interface DetachSandboxProviderResponse__Output {
  'sandbox': (_openshell_v1_Sandbox__Output | null);
  'detached': (boolean);
}
