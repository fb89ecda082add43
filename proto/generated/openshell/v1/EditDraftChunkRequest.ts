// Original file: openshell/openshell.proto

import type { NetworkPolicyRule as _openshell_sandbox_v1_NetworkPolicyRule, NetworkPolicyRule__Output as _openshell_sandbox_v1_NetworkPolicyRule__Output } from '../../openshell/sandbox/v1/NetworkPolicyRule.ts';

export interface EditDraftChunkRequest {
  'name'?: (string);
  'chunk_id'?: (string);
  'proposed_rule'?: (_openshell_sandbox_v1_NetworkPolicyRule | null);
  'workspace'?: (string);
}

export interface EditDraftChunkRequest__Output {
  'name': (string);
  'chunk_id': (string);
  'proposed_rule': (_openshell_sandbox_v1_NetworkPolicyRule__Output | null);
  'workspace': (string);
}
