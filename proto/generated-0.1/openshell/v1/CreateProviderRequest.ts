// Original file: line-0.1/openshell/openshell.proto

import type { Provider as _openshell_datamodel_v1_Provider, Provider__Output as _openshell_datamodel_v1_Provider__Output } from '../../openshell/datamodel/v1/Provider.ts';
import type { WorkspaceSelector as _openshell_datamodel_v1_WorkspaceSelector, WorkspaceSelector__Output as _openshell_datamodel_v1_WorkspaceSelector__Output } from '../../openshell/datamodel/v1/WorkspaceSelector.ts';

export interface CreateProviderRequest {
  /**
   * type must name an imported profile exactly
   */
  'provider'?: (_openshell_datamodel_v1_Provider | null);
  /**
   * named workspace only
   */
  'workspace_scope'?: (_openshell_datamodel_v1_WorkspaceSelector | null);
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id'?: (string);
}

export interface CreateProviderRequest__Output {
  /**
   * type must name an imported profile exactly
   */
  'provider': (_openshell_datamodel_v1_Provider__Output | null);
  /**
   * named workspace only
   */
  'workspace_scope': (_openshell_datamodel_v1_WorkspaceSelector__Output | null);
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id': (string);
}
