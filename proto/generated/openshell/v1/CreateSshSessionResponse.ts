// Original file: openshell/openshell.proto

import type { Long } from '@grpc/proto-loader';

/**
 * Fields are pasted into an SSH ProxyCommand, so each keeps to a strict character set. Field 6 (connect_path)
 * was removed.
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
  'expires_at_ms'?: (number | string | Long);
}

/**
 * Fields are pasted into an SSH ProxyCommand, so each keeps to a strict character set. Field 6 (connect_path)
 * was removed.
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
  'expires_at_ms': (number);
}
