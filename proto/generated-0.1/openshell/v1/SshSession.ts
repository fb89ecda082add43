// Original file: line-0.1/openshell/openshell.proto

import type { ObjectMeta as _openshell_datamodel_v1_ObjectMeta, ObjectMeta__Output as _openshell_datamodel_v1_ObjectMeta__Output } from '../../openshell/datamodel/v1/ObjectMeta.ts';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp.ts';

/**
 * An SSH session as the gateway stores it.
 */
export interface SshSession {
  'metadata'?: (_openshell_datamodel_v1_ObjectMeta | null);
  'sandbox_id'?: (string);
  /**
   * secret
   */
  'token'?: (string);
  'revoked'?: (boolean);
  /**
   * replaces expires_at_ms (4)
   */
  'expiration_time'?: (_google_protobuf_Timestamp | null);
}

/**
 * An SSH session as the gateway stores it.
 */
export interface SshSession__Output {
  'metadata': (_openshell_datamodel_v1_ObjectMeta__Output | null);
  'sandbox_id': (string);
  /**
   * secret
   */
  'token': (string);
  'revoked': (boolean);
  /**
   * replaces expires_at_ms (4)
   */
  'expiration_time': (_google_protobuf_Timestamp__Output | null);
}
