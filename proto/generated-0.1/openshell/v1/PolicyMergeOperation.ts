// Original file: line-0.1/openshell/openshell.proto

import type { AddNetworkRule as _openshell_v1_AddNetworkRule, AddNetworkRule__Output as _openshell_v1_AddNetworkRule__Output } from '../../openshell/v1/AddNetworkRule.ts';
import type { RemoveNetworkEndpoint as _openshell_v1_RemoveNetworkEndpoint, RemoveNetworkEndpoint__Output as _openshell_v1_RemoveNetworkEndpoint__Output } from '../../openshell/v1/RemoveNetworkEndpoint.ts';
import type { RemoveNetworkRule as _openshell_v1_RemoveNetworkRule, RemoveNetworkRule__Output as _openshell_v1_RemoveNetworkRule__Output } from '../../openshell/v1/RemoveNetworkRule.ts';
import type { AddDenyRules as _openshell_v1_AddDenyRules, AddDenyRules__Output as _openshell_v1_AddDenyRules__Output } from '../../openshell/v1/AddDenyRules.ts';
import type { AddAllowRules as _openshell_v1_AddAllowRules, AddAllowRules__Output as _openshell_v1_AddAllowRules__Output } from '../../openshell/v1/AddAllowRules.ts';
import type { RemoveNetworkBinary as _openshell_v1_RemoveNetworkBinary, RemoveNetworkBinary__Output as _openshell_v1_RemoveNetworkBinary__Output } from '../../openshell/v1/RemoveNetworkBinary.ts';

/**
 * One incremental policy change. The L7 appends need a complete target since 0.1.
 */
export interface PolicyMergeOperation {
  'add_rule'?: (_openshell_v1_AddNetworkRule | null);
  'remove_endpoint'?: (_openshell_v1_RemoveNetworkEndpoint | null);
  'remove_rule'?: (_openshell_v1_RemoveNetworkRule | null);
  'add_deny_rules'?: (_openshell_v1_AddDenyRules | null);
  'add_allow_rules'?: (_openshell_v1_AddAllowRules | null);
  'remove_binary'?: (_openshell_v1_RemoveNetworkBinary | null);
  'operation'?: "add_rule"|"remove_endpoint"|"remove_rule"|"add_deny_rules"|"add_allow_rules"|"remove_binary";
}

/**
 * One incremental policy change. The L7 appends need a complete target since 0.1.
 */
export interface PolicyMergeOperation__Output {
  'add_rule'?: (_openshell_v1_AddNetworkRule__Output | null);
  'remove_endpoint'?: (_openshell_v1_RemoveNetworkEndpoint__Output | null);
  'remove_rule'?: (_openshell_v1_RemoveNetworkRule__Output | null);
  'add_deny_rules'?: (_openshell_v1_AddDenyRules__Output | null);
  'add_allow_rules'?: (_openshell_v1_AddAllowRules__Output | null);
  'remove_binary'?: (_openshell_v1_RemoveNetworkBinary__Output | null);
  'operation'?: "add_rule"|"remove_endpoint"|"remove_rule"|"add_deny_rules"|"add_allow_rules"|"remove_binary";
}
