// Original file: line-0.1/openshell/openshell.proto

import type { WorkspaceSelector as _openshell_datamodel_v1_WorkspaceSelector, WorkspaceSelector__Output as _openshell_datamodel_v1_WorkspaceSelector__Output } from '../../openshell/datamodel/v1/WorkspaceSelector.ts';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp.ts';

export interface WatchSandboxRequest {
  /**
   * sandbox name (0.0: id, a UUID)
   */
  'sandbox'?: (string);
  'follow_status'?: (boolean);
  'follow_logs'?: (boolean);
  'follow_events'?: (boolean);
  /**
   * 0 means 200
   */
  'log_tail_lines'?: (number);
  'event_tail'?: (number);
  /**
   * READY, COMPLETED, STOPPED or ERROR
   */
  'stop_on_terminal'?: (boolean);
  'log_sources'?: (string)[];
  'log_min_level'?: (string);
  /**
   * named workspace only
   */
  'workspace_scope'?: (_openshell_datamodel_v1_WorkspaceSelector | null);
  /**
   * highest SandboxStreamEvent.cursor seen; empty: tail replay
   */
  'resume_after_cursor'?: (string);
  /**
   * replaces log_since_ms (8)
   */
  'since_time'?: (_google_protobuf_Timestamp | null);
}

export interface WatchSandboxRequest__Output {
  /**
   * sandbox name (0.0: id, a UUID)
   */
  'sandbox': (string);
  'follow_status': (boolean);
  'follow_logs': (boolean);
  'follow_events': (boolean);
  /**
   * 0 means 200
   */
  'log_tail_lines': (number);
  'event_tail': (number);
  /**
   * READY, COMPLETED, STOPPED or ERROR
   */
  'stop_on_terminal': (boolean);
  'log_sources': (string)[];
  'log_min_level': (string);
  /**
   * named workspace only
   */
  'workspace_scope': (_openshell_datamodel_v1_WorkspaceSelector__Output | null);
  /**
   * highest SandboxStreamEvent.cursor seen; empty: tail replay
   */
  'resume_after_cursor': (string);
  /**
   * replaces log_since_ms (8)
   */
  'since_time': (_google_protobuf_Timestamp__Output | null);
}
