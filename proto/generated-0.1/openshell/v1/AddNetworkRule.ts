// Original file: line-0.1/openshell/openshell.proto

import type { NetworkPolicyRule as _openshell_sandbox_v1_NetworkPolicyRule, NetworkPolicyRule__Output as _openshell_sandbox_v1_NetworkPolicyRule__Output } from '../../openshell/sandbox/v1/NetworkPolicyRule.ts';

export interface AddNetworkRule {
  'rule_name'?: (string);
  'rule'?: (_openshell_sandbox_v1_NetworkPolicyRule | null);
}

export interface AddNetworkRule__Output {
  'rule_name': (string);
  'rule': (_openshell_sandbox_v1_NetworkPolicyRule__Output | null);
}
