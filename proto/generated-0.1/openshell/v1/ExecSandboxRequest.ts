// Original file: line-0.1/openshell/openshell.proto

import type { WorkspaceSelector as _openshell_datamodel_v1_WorkspaceSelector, WorkspaceSelector__Output as _openshell_datamodel_v1_WorkspaceSelector__Output } from '../../openshell/datamodel/v1/WorkspaceSelector.ts';
import type { Duration as _google_protobuf_Duration, Duration__Output as _google_protobuf_Duration__Output } from '../../google/protobuf/Duration.ts';

/**
 * The sandbox is named, not given by UUID; timeout_seconds (5) became execution_timeout (105), so a 0.0 timeout is
 * silently ignored by a 0.1 gateway.
 */
export interface ExecSandboxRequest {
  /**
   * sandbox name (0.0: sandbox_id)
   */
  'sandbox'?: (string);
  'command'?: (string)[];
  'workdir'?: (string);
  'environment'?: ({[key: string]: string});
  'stdin'?: (Buffer | Uint8Array | string);
  'tty'?: (boolean);
  /**
   * tty only; 0: default
   */
  'cols'?: (number);
  /**
   * tty only; 0: default
   */
  'rows'?: (number);
  /**
   * bash -c instead of bash -lc
   */
  'no_login_shell'?: (boolean);
  /**
   * optional UUID: a duplicate never relaunches or replays output
   */
  'request_id'?: (string);
  /**
   * named workspace only
   */
  'workspace_scope'?: (_openshell_datamodel_v1_WorkspaceSelector | null);
  /**
   * replaces timeout_seconds (5); ends the command with exit code 124
   */
  'execution_timeout'?: (_google_protobuf_Duration | null);
}

/**
 * The sandbox is named, not given by UUID; timeout_seconds (5) became execution_timeout (105), so a 0.0 timeout is
 * silently ignored by a 0.1 gateway.
 */
export interface ExecSandboxRequest__Output {
  /**
   * sandbox name (0.0: sandbox_id)
   */
  'sandbox': (string);
  'command': (string)[];
  'workdir': (string);
  'environment': ({[key: string]: string});
  'stdin': (Buffer);
  'tty': (boolean);
  /**
   * tty only; 0: default
   */
  'cols': (number);
  /**
   * tty only; 0: default
   */
  'rows': (number);
  /**
   * bash -c instead of bash -lc
   */
  'no_login_shell': (boolean);
  /**
   * optional UUID: a duplicate never relaunches or replays output
   */
  'request_id': (string);
  /**
   * named workspace only
   */
  'workspace_scope': (_openshell_datamodel_v1_WorkspaceSelector__Output | null);
  /**
   * replaces timeout_seconds (5); ends the command with exit code 124
   */
  'execution_timeout': (_google_protobuf_Duration__Output | null);
}
