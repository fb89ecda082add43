// Original file: line-0.1/openshell/openshell.proto

import type { Provider as _openshell_datamodel_v1_Provider, Provider__Output as _openshell_datamodel_v1_Provider__Output } from '../../openshell/datamodel/v1/Provider.ts';
import type { WorkspaceSelector as _openshell_datamodel_v1_WorkspaceSelector, WorkspaceSelector__Output as _openshell_datamodel_v1_WorkspaceSelector__Output } from '../../openshell/datamodel/v1/WorkspaceSelector.ts';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp.ts';

/**
 * Merge update: an empty value deletes a key, missing keys are kept; the type cannot change.
 */
export interface UpdateProviderRequest {
  'provider'?: (_openshell_datamodel_v1_Provider | null);
  /**
   * named workspace only
   */
  'workspace_scope'?: (_openshell_datamodel_v1_WorkspaceSelector | null);
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id'?: (string);
  /**
   * replaces credential_expires_at_ms (2); merged by key
   */
  'credential_expiration_times'?: ({[key: string]: _google_protobuf_Timestamp});
  'clear_credential_expiration_keys'?: (string)[];
}

/**
 * Merge update: an empty value deletes a key, missing keys are kept; the type cannot change.
 */
export interface UpdateProviderRequest__Output {
  'provider': (_openshell_datamodel_v1_Provider__Output | null);
  /**
   * named workspace only
   */
  'workspace_scope': (_openshell_datamodel_v1_WorkspaceSelector__Output | null);
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id': (string);
  /**
   * replaces credential_expires_at_ms (2); merged by key
   */
  'credential_expiration_times': ({[key: string]: _google_protobuf_Timestamp__Output});
  'clear_credential_expiration_keys': (string)[];
}
