// Original file: line-0.1/openshell/openshell.proto

import type { SandboxPolicyRevision as _openshell_v1_SandboxPolicyRevision, SandboxPolicyRevision__Output as _openshell_v1_SandboxPolicyRevision__Output } from '../../openshell/v1/SandboxPolicyRevision.ts';

export interface ListSandboxPoliciesResponse {
  'revisions'?: (_openshell_v1_SandboxPolicyRevision)[];
  /**
   * empty on the last page
   */
  'next_page_token'?: (string);
}

export interface ListSandboxPoliciesResponse__Output {
  'revisions': (_openshell_v1_SandboxPolicyRevision__Output)[];
  /**
   * empty on the last page
   */
  'next_page_token': (string);
}
