// Original file: line-0.1/openshell/openshell.proto

import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp.ts';

export interface IssueSandboxTokenResponse {
  /**
   * secret
   */
  'token'?: (string);
  /**
   * replaces expires_at_ms (2); absent: no expiry
   */
  'expiration_time'?: (_google_protobuf_Timestamp | null);
}

export interface IssueSandboxTokenResponse__Output {
  /**
   * secret
   */
  'token': (string);
  /**
   * replaces expires_at_ms (2); absent: no expiry
   */
  'expiration_time': (_google_protobuf_Timestamp__Output | null);
}
