// Original file: line-0.1/openshell/openshell.proto

import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp.ts';

/**
 * A short-lived credential for one policy-authorized extension service.
 */
export interface ExtensionServiceCredential {
  'service_name'?: (string);
  /**
   * secret
   */
  'token'?: (string);
  /**
   * replaces expires_at_ms (3)
   */
  'expiration_time'?: (_google_protobuf_Timestamp | null);
}

/**
 * A short-lived credential for one policy-authorized extension service.
 */
export interface ExtensionServiceCredential__Output {
  'service_name': (string);
  /**
   * secret
   */
  'token': (string);
  /**
   * replaces expires_at_ms (3)
   */
  'expiration_time': (_google_protobuf_Timestamp__Output | null);
}
