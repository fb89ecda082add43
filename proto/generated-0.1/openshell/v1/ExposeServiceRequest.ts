// Original file: line-0.1/openshell/openshell.proto

import type { WorkspaceSelector as _openshell_datamodel_v1_WorkspaceSelector, WorkspaceSelector__Output as _openshell_datamodel_v1_WorkspaceSelector__Output } from '../../openshell/datamodel/v1/WorkspaceSelector.ts';
import type { ServiceAuthorizationMode as _openshell_v1_ServiceAuthorizationMode, ServiceAuthorizationMode__Output as _openshell_v1_ServiceAuthorizationMode__Output } from '../../openshell/v1/ServiceAuthorizationMode.ts';

/**
 * Exposes a loopback HTTP port inside a sandbox through the gateway.
 */
export interface ExposeServiceRequest {
  /**
   * sandbox name
   */
  'sandbox'?: (string);
  /**
   * service name within the sandbox
   */
  'name'?: (string);
  'target_port'?: (number);
  /**
   * also route a browser-facing URL
   */
  'domain'?: (boolean);
  /**
   * named workspace only
   */
  'workspace_scope'?: (_openshell_datamodel_v1_WorkspaceSelector | null);
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id'?: (string);
  /**
   * may be absent from 0.1.2 (docs/openshell-0.1.md §0)
   */
  'authorization_mode'?: (_openshell_v1_ServiceAuthorizationMode);
}

/**
 * Exposes a loopback HTTP port inside a sandbox through the gateway.
 */
export interface ExposeServiceRequest__Output {
  /**
   * sandbox name
   */
  'sandbox': (string);
  /**
   * service name within the sandbox
   */
  'name': (string);
  'target_port': (number);
  /**
   * also route a browser-facing URL
   */
  'domain': (boolean);
  /**
   * named workspace only
   */
  'workspace_scope': (_openshell_datamodel_v1_WorkspaceSelector__Output | null);
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id': (string);
  /**
   * may be absent from 0.1.2 (docs/openshell-0.1.md §0)
   */
  'authorization_mode': (_openshell_v1_ServiceAuthorizationMode__Output);
}
