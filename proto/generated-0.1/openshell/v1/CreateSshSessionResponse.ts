// Original file: line-0.1/openshell/openshell.proto

import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp.ts';

/**
 * Fields are pasted into an SSH ProxyCommand, so each keeps to a strict character set. Field 6 (connect_path) was
 * removed.
 */
export interface CreateSshSessionResponse {
  'sandbox_id'?: (string);
  /**
   * secret
   */
  'token'?: (string);
  'gateway_host'?: (string);
  'gateway_port'?: (number);
  'gateway_scheme'?: (string);
  'host_key_fingerprint'?: (string);
  /**
   * replaces expires_at_ms (8); absent: no expiry
   */
  'expiration_time'?: (_google_protobuf_Timestamp | null);
}

/**
 * Fields are pasted into an SSH ProxyCommand, so each keeps to a strict character set. Field 6 (connect_path) was
 * removed.
 */
export interface CreateSshSessionResponse__Output {
  'sandbox_id': (string);
  /**
   * secret
   */
  'token': (string);
  'gateway_host': (string);
  'gateway_port': (number);
  'gateway_scheme': (string);
  'host_key_fingerprint': (string);
  /**
   * replaces expires_at_ms (8); absent: no expiry
   */
  'expiration_time': (_google_protobuf_Timestamp__Output | null);
}
