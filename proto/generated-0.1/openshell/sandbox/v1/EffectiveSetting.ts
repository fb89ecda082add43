// Original file: line-0.1/openshell/sandbox.proto

import type { SettingValue as _openshell_sandbox_v1_SettingValue, SettingValue__Output as _openshell_sandbox_v1_SettingValue__Output } from '../../../openshell/sandbox/v1/SettingValue.ts';
import type { SettingScope as _openshell_sandbox_v1_SettingScope, SettingScope__Output as _openshell_sandbox_v1_SettingScope__Output } from '../../../openshell/sandbox/v1/SettingScope.ts';

/**
 * A setting as the sandbox sees it, and where it came from.
 */
export interface EffectiveSetting {
  'value'?: (_openshell_sandbox_v1_SettingValue | null);
  'scope'?: (_openshell_sandbox_v1_SettingScope);
}

/**
 * A setting as the sandbox sees it, and where it came from.
 */
export interface EffectiveSetting__Output {
  'value': (_openshell_sandbox_v1_SettingValue__Output | null);
  'scope': (_openshell_sandbox_v1_SettingScope__Output);
}
