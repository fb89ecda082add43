// Original file: line-0.1/openshell/openshell.proto

import type { ExtensionServiceCredential as _openshell_v1_ExtensionServiceCredential, ExtensionServiceCredential__Output as _openshell_v1_ExtensionServiceCredential__Output } from '../../openshell/v1/ExtensionServiceCredential.ts';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp.ts';
import type { Long } from '@grpc/proto-loader';

export interface RefreshSandboxTokenResponse {
  /**
   * secret
   */
  'token'?: (string);
  'extension_credentials'?: (_openshell_v1_ExtensionServiceCredential)[];
  /**
   * secret
   */
  'sandbox_token'?: (string);
  'session_id'?: (string);
  'credential_epoch'?: (number | string | Long);
  /**
   * replaces expires_at_ms (2)
   */
  'expiration_time'?: (_google_protobuf_Timestamp | null);
  /**
   * replaces sandbox_expires_at_ms (5)
   */
  'sandbox_expiration_time'?: (_google_protobuf_Timestamp | null);
}

export interface RefreshSandboxTokenResponse__Output {
  /**
   * secret
   */
  'token': (string);
  'extension_credentials': (_openshell_v1_ExtensionServiceCredential__Output)[];
  /**
   * secret
   */
  'sandbox_token': (string);
  'session_id': (string);
  'credential_epoch': (number);
  /**
   * replaces expires_at_ms (2)
   */
  'expiration_time': (_google_protobuf_Timestamp__Output | null);
  /**
   * replaces sandbox_expires_at_ms (5)
   */
  'sandbox_expiration_time': (_google_protobuf_Timestamp__Output | null);
}
