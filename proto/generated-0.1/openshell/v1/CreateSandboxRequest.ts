// Original file: line-0.1/openshell/openshell.proto

import type { SandboxSpec as _openshell_v1_SandboxSpec, SandboxSpec__Output as _openshell_v1_SandboxSpec__Output } from '../../openshell/v1/SandboxSpec.ts';
import type { WorkspaceSelector as _openshell_datamodel_v1_WorkspaceSelector, WorkspaceSelector__Output as _openshell_datamodel_v1_WorkspaceSelector__Output } from '../../openshell/datamodel/v1/WorkspaceSelector.ts';
import type { SandboxServiceExposure as _openshell_v1_SandboxServiceExposure, SandboxServiceExposure__Output as _openshell_v1_SandboxServiceExposure__Output } from '../../openshell/v1/SandboxServiceExposure.ts';

/**
 * Field 5 was the 0.0 workspace string and is a bool now: a 0.0 request naming a workspace has the wrong wire type
 * there, so it fails to decode rather than landing in another workspace.
 */
export interface CreateSandboxRequest {
  'spec'?: (_openshell_v1_SandboxSpec | null);
  /**
   * empty: the gateway picks one
   */
  'name'?: (string);
  'labels'?: ({[key: string]: string});
  'annotations'?: ({[key: string]: string});
  /**
   * was string workspace in 0.0
   */
  'await_main_process_attachment'?: (boolean);
  /**
   * name of a stored template in the same workspace
   */
  'workload_template'?: (string);
  /**
   * named workspace only
   */
  'workspace_scope'?: (_openshell_datamodel_v1_WorkspaceSelector | null);
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id'?: (string);
  /**
   * registered once the sandbox is stored
   */
  'service_exposures'?: (_openshell_v1_SandboxServiceExposure)[];
}

/**
 * Field 5 was the 0.0 workspace string and is a bool now: a 0.0 request naming a workspace has the wrong wire type
 * there, so it fails to decode rather than landing in another workspace.
 */
export interface CreateSandboxRequest__Output {
  'spec': (_openshell_v1_SandboxSpec__Output | null);
  /**
   * empty: the gateway picks one
   */
  'name': (string);
  'labels': ({[key: string]: string});
  'annotations': ({[key: string]: string});
  /**
   * was string workspace in 0.0
   */
  'await_main_process_attachment': (boolean);
  /**
   * name of a stored template in the same workspace
   */
  'workload_template': (string);
  /**
   * named workspace only
   */
  'workspace_scope': (_openshell_datamodel_v1_WorkspaceSelector__Output | null);
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id': (string);
  /**
   * registered once the sandbox is stored
   */
  'service_exposures': (_openshell_v1_SandboxServiceExposure__Output)[];
}
