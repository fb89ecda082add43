// Original file: line-0.1/openshell/openshell.proto

import type { SandboxPolicyRevision as _openshell_v1_SandboxPolicyRevision, SandboxPolicyRevision__Output as _openshell_v1_SandboxPolicyRevision__Output } from '../../openshell/v1/SandboxPolicyRevision.ts';

export interface GetSandboxPolicyStatusResponse {
  'revision'?: (_openshell_v1_SandboxPolicyRevision | null);
  'active_version'?: (number);
}

export interface GetSandboxPolicyStatusResponse__Output {
  'revision': (_openshell_v1_SandboxPolicyRevision__Output | null);
  'active_version': (number);
}
