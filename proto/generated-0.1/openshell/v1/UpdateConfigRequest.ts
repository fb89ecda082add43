// Original file: line-0.1/openshell/openshell.proto

import type { SandboxPolicy as _openshell_sandbox_v1_SandboxPolicy, SandboxPolicy__Output as _openshell_sandbox_v1_SandboxPolicy__Output } from '../../openshell/sandbox/v1/SandboxPolicy.ts';
import type { SettingValue as _openshell_sandbox_v1_SettingValue, SettingValue__Output as _openshell_sandbox_v1_SettingValue__Output } from '../../openshell/sandbox/v1/SettingValue.ts';
import type { PolicyMergeOperation as _openshell_v1_PolicyMergeOperation, PolicyMergeOperation__Output as _openshell_v1_PolicyMergeOperation__Output } from '../../openshell/v1/PolicyMergeOperation.ts';
import type { WorkspaceSelector as _openshell_datamodel_v1_WorkspaceSelector, WorkspaceSelector__Output as _openshell_datamodel_v1_WorkspaceSelector__Output } from '../../openshell/datamodel/v1/WorkspaceSelector.ts';
import type { Long } from '@grpc/proto-loader';

/**
 * Exactly one of: policy, setting_key (with setting_value or delete_setting), merge_operations. sandbox was name in
 * 0.0 (same number).
 */
export interface UpdateConfigRequest {
  /**
   * sandbox name; empty for global updates
   */
  'sandbox'?: (string);
  'policy'?: (_openshell_sandbox_v1_SandboxPolicy | null);
  'setting_key'?: (string);
  'setting_value'?: (_openshell_sandbox_v1_SettingValue | null);
  'delete_setting'?: (boolean);
  'global'?: (boolean);
  'merge_operations'?: (_openshell_v1_PolicyMergeOperation)[];
  /**
   * sandbox scope; 0: no check; stale: ABORTED
   */
  'expected_resource_version'?: (number | string | Long);
  /**
   * no secrets; stored with the revision
   */
  'annotations'?: ({[key: string]: string});
  /**
   * omit: global scope; else a named workspace
   */
  'workspace_scope'?: (_openshell_datamodel_v1_WorkspaceSelector | null);
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id'?: (string);
}

/**
 * Exactly one of: policy, setting_key (with setting_value or delete_setting), merge_operations. sandbox was name in
 * 0.0 (same number).
 */
export interface UpdateConfigRequest__Output {
  /**
   * sandbox name; empty for global updates
   */
  'sandbox': (string);
  'policy': (_openshell_sandbox_v1_SandboxPolicy__Output | null);
  'setting_key': (string);
  'setting_value': (_openshell_sandbox_v1_SettingValue__Output | null);
  'delete_setting': (boolean);
  'global': (boolean);
  'merge_operations': (_openshell_v1_PolicyMergeOperation__Output)[];
  /**
   * sandbox scope; 0: no check; stale: ABORTED
   */
  'expected_resource_version': (number);
  /**
   * no secrets; stored with the revision
   */
  'annotations': ({[key: string]: string});
  /**
   * omit: global scope; else a named workspace
   */
  'workspace_scope': (_openshell_datamodel_v1_WorkspaceSelector__Output | null);
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id': (string);
}
