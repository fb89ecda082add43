// Original file: line-0.1/openshell/datamodel.proto

import type { ObjectMeta as _openshell_datamodel_v1_ObjectMeta, ObjectMeta__Output as _openshell_datamodel_v1_ObjectMeta__Output } from '../../../openshell/datamodel/v1/ObjectMeta.ts';
import type { CredentialHandle as _openshell_datamodel_v1_CredentialHandle, CredentialHandle__Output as _openshell_datamodel_v1_CredentialHandle__Output } from '../../../openshell/datamodel/v1/CredentialHandle.ts';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../google/protobuf/Timestamp.ts';

/**
 * A credential provider. credentials are secret and come back as "REDACTED"; config is not secret.
 */
export interface Provider {
  'metadata'?: (_openshell_datamodel_v1_ObjectMeta | null);
  /**
   * an imported provider profile id, exactly
   */
  'type'?: (string);
  /**
   * secret
   */
  'credentials'?: ({[key: string]: string});
  'config'?: ({[key: string]: string});
  'profile_workspace'?: (string);
  'credential_handles'?: ({[key: string]: _openshell_datamodel_v1_CredentialHandle});
  /**
   * replaces credential_expires_at_ms (5)
   */
  'credential_expiration_times'?: ({[key: string]: _google_protobuf_Timestamp});
}

/**
 * A credential provider. credentials are secret and come back as "REDACTED"; config is not secret.
 */
export interface Provider__Output {
  'metadata': (_openshell_datamodel_v1_ObjectMeta__Output | null);
  /**
   * an imported provider profile id, exactly
   */
  'type': (string);
  /**
   * secret
   */
  'credentials': ({[key: string]: string});
  'config': ({[key: string]: string});
  'profile_workspace': (string);
  'credential_handles': ({[key: string]: _openshell_datamodel_v1_CredentialHandle__Output});
  /**
   * replaces credential_expires_at_ms (5)
   */
  'credential_expiration_times': ({[key: string]: _google_protobuf_Timestamp__Output});
}
