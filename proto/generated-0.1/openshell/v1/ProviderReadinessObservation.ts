// Original file: line-0.1/openshell/openshell.proto

import type { ProviderReadinessReason as _openshell_v1_ProviderReadinessReason, ProviderReadinessReason__Output as _openshell_v1_ProviderReadinessReason__Output } from '../../openshell/v1/ProviderReadinessReason.ts';
import type { Long } from '@grpc/proto-loader';

/**
 * Installed state as reported by the current supervisor session.
 */
export interface ProviderReadinessObservation {
  'session_id'?: (string);
  /**
   * monotonic within one session only
   */
  'sequence'?: (number | string | Long);
  'attachment_epoch'?: (string);
  'provider_env_revision'?: (number | string | Long);
  'config_revision'?: (number | string | Long);
  'policy_hash'?: (string);
  'credentials_installed'?: (boolean);
  'policy_active'?: (boolean);
  'launch_environment_installed'?: (boolean);
  'process_instance_id'?: (string);
  'reason'?: (_openshell_v1_ProviderReadinessReason);
}

/**
 * Installed state as reported by the current supervisor session.
 */
export interface ProviderReadinessObservation__Output {
  'session_id': (string);
  /**
   * monotonic within one session only
   */
  'sequence': (number);
  'attachment_epoch': (string);
  'provider_env_revision': (number);
  'config_revision': (number);
  'policy_hash': (string);
  'credentials_installed': (boolean);
  'policy_active': (boolean);
  'launch_environment_installed': (boolean);
  'process_instance_id': (string);
  'reason': (_openshell_v1_ProviderReadinessReason__Output);
}
