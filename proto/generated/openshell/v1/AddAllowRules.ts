// Original file: openshell/openshell.proto

import type { L7Rule as _openshell_sandbox_v1_L7Rule, L7Rule__Output as _openshell_sandbox_v1_L7Rule__Output } from '../../openshell/sandbox/v1/L7Rule.ts';

export interface AddAllowRules {
  'host'?: (string);
  'port'?: (number);
  'rules'?: (_openshell_sandbox_v1_L7Rule)[];
}

export interface AddAllowRules__Output {
  'host': (string);
  'port': (number);
  'rules': (_openshell_sandbox_v1_L7Rule__Output)[];
}
