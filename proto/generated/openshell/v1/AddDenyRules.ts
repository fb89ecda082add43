// Original file: openshell/openshell.proto

import type { L7DenyRule as _openshell_sandbox_v1_L7DenyRule, L7DenyRule__Output as _openshell_sandbox_v1_L7DenyRule__Output } from '../../openshell/sandbox/v1/L7DenyRule.ts';

export interface AddDenyRules {
  'host'?: (string);
  'port'?: (number);
  'deny_rules'?: (_openshell_sandbox_v1_L7DenyRule)[];
}

export interface AddDenyRules__Output {
  'host': (string);
  'port': (number);
  'deny_rules': (_openshell_sandbox_v1_L7DenyRule__Output)[];
}
