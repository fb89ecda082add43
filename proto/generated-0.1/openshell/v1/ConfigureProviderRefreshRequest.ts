// Original file: line-0.1/openshell/openshell.proto

import type { ProviderCredentialRefreshStrategy as _openshell_v1_ProviderCredentialRefreshStrategy, ProviderCredentialRefreshStrategy__Output as _openshell_v1_ProviderCredentialRefreshStrategy__Output } from '../../openshell/v1/ProviderCredentialRefreshStrategy.ts';
import type { WorkspaceSelector as _openshell_datamodel_v1_WorkspaceSelector, WorkspaceSelector__Output as _openshell_datamodel_v1_WorkspaceSelector__Output } from '../../openshell/datamodel/v1/WorkspaceSelector.ts';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp.ts';

export interface ConfigureProviderRefreshRequest {
  /**
   * provider name
   */
  'provider'?: (string);
  'credential_key'?: (string);
  'strategy'?: (_openshell_v1_ProviderCredentialRefreshStrategy);
  /**
   * secret
   */
  'material'?: ({[key: string]: string});
  /**
   * further keys of material to store as secrets
   */
  'secret_material_keys'?: (string)[];
  /**
   * named workspace only
   */
  'workspace_scope'?: (_openshell_datamodel_v1_WorkspaceSelector | null);
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id'?: (string);
  /**
   * replaces expires_at_ms (6)
   */
  'expiration_time'?: (_google_protobuf_Timestamp | null);
}

export interface ConfigureProviderRefreshRequest__Output {
  /**
   * provider name
   */
  'provider': (string);
  'credential_key': (string);
  'strategy': (_openshell_v1_ProviderCredentialRefreshStrategy__Output);
  /**
   * secret
   */
  'material': ({[key: string]: string});
  /**
   * further keys of material to store as secrets
   */
  'secret_material_keys': (string)[];
  /**
   * named workspace only
   */
  'workspace_scope': (_openshell_datamodel_v1_WorkspaceSelector__Output | null);
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id': (string);
  /**
   * replaces expires_at_ms (6)
   */
  'expiration_time': (_google_protobuf_Timestamp__Output | null);
}
