// Original file: line-0.1/openshell/sandbox.proto

import type { L7Allow as _openshell_sandbox_v1_L7Allow, L7Allow__Output as _openshell_sandbox_v1_L7Allow__Output } from '../../../openshell/sandbox/v1/L7Allow.ts';

export interface L7Rule {
  'allow'?: (_openshell_sandbox_v1_L7Allow | null);
}

export interface L7Rule__Output {
  'allow': (_openshell_sandbox_v1_L7Allow__Output | null);
}
