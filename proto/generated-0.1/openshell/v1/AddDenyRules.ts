// Original file: line-0.1/openshell/openshell.proto

import type { L7DenyRule as _openshell_sandbox_v1_L7DenyRule, L7DenyRule__Output as _openshell_sandbox_v1_L7DenyRule__Output } from '../../openshell/sandbox/v1/L7DenyRule.ts';
import type { L7RuleTarget as _openshell_v1_L7RuleTarget, L7RuleTarget__Output as _openshell_v1_L7RuleTarget__Output } from '../../openshell/v1/L7RuleTarget.ts';

/**
 * host (1) and port (2) moved into target (4).
 */
export interface AddDenyRules {
  'deny_rules'?: (_openshell_sandbox_v1_L7DenyRule)[];
  'target'?: (_openshell_v1_L7RuleTarget | null);
}

/**
 * host (1) and port (2) moved into target (4).
 */
export interface AddDenyRules__Output {
  'deny_rules': (_openshell_sandbox_v1_L7DenyRule__Output)[];
  'target': (_openshell_v1_L7RuleTarget__Output | null);
}
