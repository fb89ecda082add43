// Original file: line-0.1/openshell/openshell.proto

import type { WorkspaceSelector as _openshell_datamodel_v1_WorkspaceSelector, WorkspaceSelector__Output as _openshell_datamodel_v1_WorkspaceSelector__Output } from '../../openshell/datamodel/v1/WorkspaceSelector.ts';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp.ts';

export interface GetSandboxLogsRequest {
  /**
   * sandbox name (0.0: sandbox_id)
   */
  'sandbox'?: (string);
  /**
   * 0 means 2000
   */
  'lines'?: (number);
  'sources'?: (string)[];
  'min_level'?: (string);
  /**
   * named workspace only
   */
  'workspace_scope'?: (_openshell_datamodel_v1_WorkspaceSelector | null);
  /**
   * replaces since_ms (3); absent: no filter
   */
  'since_time'?: (_google_protobuf_Timestamp | null);
}

export interface GetSandboxLogsRequest__Output {
  /**
   * sandbox name (0.0: sandbox_id)
   */
  'sandbox': (string);
  /**
   * 0 means 2000
   */
  'lines': (number);
  'sources': (string)[];
  'min_level': (string);
  /**
   * named workspace only
   */
  'workspace_scope': (_openshell_datamodel_v1_WorkspaceSelector__Output | null);
  /**
   * replaces since_ms (3); absent: no filter
   */
  'since_time': (_google_protobuf_Timestamp__Output | null);
}
