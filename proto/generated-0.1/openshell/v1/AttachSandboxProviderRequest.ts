// Original file: line-0.1/openshell/openshell.proto

import type { WorkspaceSelector as _openshell_datamodel_v1_WorkspaceSelector, WorkspaceSelector__Output as _openshell_datamodel_v1_WorkspaceSelector__Output } from '../../openshell/datamodel/v1/WorkspaceSelector.ts';
import type { Long } from '@grpc/proto-loader';

export interface AttachSandboxProviderRequest {
  /**
   * sandbox name (0.0: sandbox_name)
   */
  'sandbox'?: (string);
  /**
   * provider name (0.0: provider_name)
   */
  'provider'?: (string);
  /**
   * 0: no check; a stale one is ABORTED
   */
  'expected_resource_version'?: (number | string | Long);
  /**
   * named workspace only
   */
  'workspace_scope'?: (_openshell_datamodel_v1_WorkspaceSelector | null);
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id'?: (string);
}

export interface AttachSandboxProviderRequest__Output {
  /**
   * sandbox name (0.0: sandbox_name)
   */
  'sandbox': (string);
  /**
   * provider name (0.0: provider_name)
   */
  'provider': (string);
  /**
   * 0: no check; a stale one is ABORTED
   */
  'expected_resource_version': (number);
  /**
   * named workspace only
   */
  'workspace_scope': (_openshell_datamodel_v1_WorkspaceSelector__Output | null);
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id': (string);
}
