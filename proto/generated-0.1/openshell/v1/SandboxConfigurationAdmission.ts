// Original file: line-0.1/openshell/openshell.proto

import type { ConfigurationAdmissionState as _openshell_v1_ConfigurationAdmissionState, ConfigurationAdmissionState__Output as _openshell_v1_ConfigurationAdmissionState__Output } from '../../openshell/v1/ConfigurationAdmissionState.ts';
import type { Long } from '@grpc/proto-loader';

/**
 * Whether the supervisor accepted the exact configuration it was given, and why not.
 */
export interface SandboxConfigurationAdmission {
  'instance_id'?: (string);
  'state'?: (_openshell_v1_ConfigurationAdmissionState);
  'policy_version'?: (number);
  'policy_hash'?: (string);
  'config_revision'?: (number | string | Long);
  'provider_env_revision'?: (number | string | Long);
  /**
   * set when REJECTED
   */
  'error'?: (string);
}

/**
 * Whether the supervisor accepted the exact configuration it was given, and why not.
 */
export interface SandboxConfigurationAdmission__Output {
  'instance_id': (string);
  'state': (_openshell_v1_ConfigurationAdmissionState__Output);
  'policy_version': (number);
  'policy_hash': (string);
  'config_revision': (number);
  'provider_env_revision': (number);
  /**
   * set when REJECTED
   */
  'error': (string);
}
