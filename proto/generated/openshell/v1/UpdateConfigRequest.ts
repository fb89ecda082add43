// Original file: openshell/openshell.proto

import type { SandboxPolicy as _openshell_sandbox_v1_SandboxPolicy, SandboxPolicy__Output as _openshell_sandbox_v1_SandboxPolicy__Output } from '../../openshell/sandbox/v1/SandboxPolicy.ts';
import type { SettingValue as _openshell_sandbox_v1_SettingValue, SettingValue__Output as _openshell_sandbox_v1_SettingValue__Output } from '../../openshell/sandbox/v1/SettingValue.ts';
import type { PolicyMergeOperation as _openshell_v1_PolicyMergeOperation, PolicyMergeOperation__Output as _openshell_v1_PolicyMergeOperation__Output } from '../../openshell/v1/PolicyMergeOperation.ts';
import type { Long } from '@grpc/proto-loader';

/**
 * Exactly one of policy, setting_key, or merge_operations must be set.
 */
export interface UpdateConfigRequest {
  'name'?: (string);
  'policy'?: (_openshell_sandbox_v1_SandboxPolicy | null);
  'setting_key'?: (string);
  'setting_value'?: (_openshell_sandbox_v1_SettingValue | null);
  'delete_setting'?: (boolean);
  'global'?: (boolean);
  'merge_operations'?: (_openshell_v1_PolicyMergeOperation)[];
  'expected_resource_version'?: (number | string | Long);
  'annotations'?: ({[key: string]: string});
  'workspace'?: (string);
}

/**
 * Exactly one of policy, setting_key, or merge_operations must be set.
 */
export interface UpdateConfigRequest__Output {
  'name': (string);
  'policy': (_openshell_sandbox_v1_SandboxPolicy__Output | null);
  'setting_key': (string);
  'setting_value': (_openshell_sandbox_v1_SettingValue__Output | null);
  'delete_setting': (boolean);
  'global': (boolean);
  'merge_operations': (_openshell_v1_PolicyMergeOperation__Output)[];
  'expected_resource_version': (number);
  'annotations': ({[key: string]: string});
  'workspace': (string);
}
