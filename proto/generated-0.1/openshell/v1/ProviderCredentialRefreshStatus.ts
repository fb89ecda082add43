// Original file: line-0.1/openshell/openshell.proto

import type { ProviderCredentialRefreshStrategy as _openshell_v1_ProviderCredentialRefreshStrategy, ProviderCredentialRefreshStrategy__Output as _openshell_v1_ProviderCredentialRefreshStrategy__Output } from '../../openshell/v1/ProviderCredentialRefreshStrategy.ts';
import type { ProviderCredentialRefreshRecoveryAction as _openshell_v1_ProviderCredentialRefreshRecoveryAction, ProviderCredentialRefreshRecoveryAction__Output as _openshell_v1_ProviderCredentialRefreshRecoveryAction__Output } from '../../openshell/v1/ProviderCredentialRefreshRecoveryAction.ts';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp.ts';

/**
 * Refresh state of one provider credential. Act on recovery_action, not on last_error.
 */
export interface ProviderCredentialRefreshStatus {
  'provider'?: (string);
  'provider_id'?: (string);
  'credential_key'?: (string);
  'strategy'?: (_openshell_v1_ProviderCredentialRefreshStrategy);
  'status'?: (string);
  'last_error'?: (string);
  'recovery_action'?: (_openshell_v1_ProviderCredentialRefreshRecoveryAction);
  /**
   * stable, gateway-owned, e.g. oauth_invalid_grant
   */
  'failure_code'?: (string);
  'provider_error_subtype'?: (string);
  /**
   * replaces expires_at_ms (6)
   */
  'expiration_time'?: (_google_protobuf_Timestamp | null);
  /**
   * replaces next_refresh_at_ms (7); absent: no automatic retry is scheduled
   */
  'next_refresh_time'?: (_google_protobuf_Timestamp | null);
  /**
   * replaces last_refresh_at_ms (8)
   */
  'last_refresh_time'?: (_google_protobuf_Timestamp | null);
  /**
   * replaces last_error_at_ms (13)
   */
  'last_error_time'?: (_google_protobuf_Timestamp | null);
}

/**
 * Refresh state of one provider credential. Act on recovery_action, not on last_error.
 */
export interface ProviderCredentialRefreshStatus__Output {
  'provider': (string);
  'provider_id': (string);
  'credential_key': (string);
  'strategy': (_openshell_v1_ProviderCredentialRefreshStrategy__Output);
  'status': (string);
  'last_error': (string);
  'recovery_action': (_openshell_v1_ProviderCredentialRefreshRecoveryAction__Output);
  /**
   * stable, gateway-owned, e.g. oauth_invalid_grant
   */
  'failure_code': (string);
  'provider_error_subtype': (string);
  /**
   * replaces expires_at_ms (6)
   */
  'expiration_time': (_google_protobuf_Timestamp__Output | null);
  /**
   * replaces next_refresh_at_ms (7); absent: no automatic retry is scheduled
   */
  'next_refresh_time': (_google_protobuf_Timestamp__Output | null);
  /**
   * replaces last_refresh_at_ms (8)
   */
  'last_refresh_time': (_google_protobuf_Timestamp__Output | null);
  /**
   * replaces last_error_at_ms (13)
   */
  'last_error_time': (_google_protobuf_Timestamp__Output | null);
}
