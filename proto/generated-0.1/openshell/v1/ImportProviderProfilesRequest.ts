// Original file: line-0.1/openshell/openshell.proto

import type { ProviderProfileImportItem as _openshell_v1_ProviderProfileImportItem, ProviderProfileImportItem__Output as _openshell_v1_ProviderProfileImportItem__Output } from '../../openshell/v1/ProviderProfileImportItem.ts';
import type { WorkspaceSelector as _openshell_datamodel_v1_WorkspaceSelector, WorkspaceSelector__Output as _openshell_datamodel_v1_WorkspaceSelector__Output } from '../../openshell/datamodel/v1/WorkspaceSelector.ts';

export interface ImportProviderProfilesRequest {
  'profiles'?: (_openshell_v1_ProviderProfileImportItem)[];
  /**
   * omit: platform profiles; else a named workspace
   */
  'workspace_scope'?: (_openshell_datamodel_v1_WorkspaceSelector | null);
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id'?: (string);
}

export interface ImportProviderProfilesRequest__Output {
  'profiles': (_openshell_v1_ProviderProfileImportItem__Output)[];
  /**
   * omit: platform profiles; else a named workspace
   */
  'workspace_scope': (_openshell_datamodel_v1_WorkspaceSelector__Output | null);
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id': (string);
}
