// Original file: line-0.1/openshell/openshell.proto

import type { ProviderProfileImportItem as _openshell_v1_ProviderProfileImportItem, ProviderProfileImportItem__Output as _openshell_v1_ProviderProfileImportItem__Output } from '../../openshell/v1/ProviderProfileImportItem.ts';
import type { WorkspaceSelector as _openshell_datamodel_v1_WorkspaceSelector, WorkspaceSelector__Output as _openshell_datamodel_v1_WorkspaceSelector__Output } from '../../openshell/datamodel/v1/WorkspaceSelector.ts';
import type { Long } from '@grpc/proto-loader';

export interface UpdateProviderProfilesRequest {
  'profile'?: (_openshell_v1_ProviderProfileImportItem | null);
  /**
   * 0: the one inside the profile; both 0 is refused
   */
  'expected_resource_version'?: (number | string | Long);
  /**
   * the profile to replace; the payload id must match
   */
  'id'?: (string);
  /**
   * omit: platform profiles; else a named workspace
   */
  'workspace_scope'?: (_openshell_datamodel_v1_WorkspaceSelector | null);
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id'?: (string);
}

export interface UpdateProviderProfilesRequest__Output {
  'profile': (_openshell_v1_ProviderProfileImportItem__Output | null);
  /**
   * 0: the one inside the profile; both 0 is refused
   */
  'expected_resource_version': (number);
  /**
   * the profile to replace; the payload id must match
   */
  'id': (string);
  /**
   * omit: platform profiles; else a named workspace
   */
  'workspace_scope': (_openshell_datamodel_v1_WorkspaceSelector__Output | null);
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id': (string);
}
