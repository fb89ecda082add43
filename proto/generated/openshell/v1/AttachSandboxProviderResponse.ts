// Original file: openshell/openshell.proto

import type { Sandbox as _openshell_v1_Sandbox, Sandbox__Output as _openshell_v1_Sandbox__Output } from '../../openshell/v1/Sandbox.ts';

export interface AttachSandboxProviderResponse {
  'sandbox'?: (_openshell_v1_Sandbox | null);
  'attached'?: (boolean);
}

export interface AttachSandboxProviderResponse__Output {
  'sandbox': (_openshell_v1_Sandbox__Output | null);
  'attached': (boolean);
}
