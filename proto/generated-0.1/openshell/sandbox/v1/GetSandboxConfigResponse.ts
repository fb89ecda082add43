// Original file: line-0.1/openshell/sandbox.proto

import type { SandboxPolicy as _openshell_sandbox_v1_SandboxPolicy, SandboxPolicy__Output as _openshell_sandbox_v1_SandboxPolicy__Output } from '../../../openshell/sandbox/v1/SandboxPolicy.ts';
import type { EffectiveSetting as _openshell_sandbox_v1_EffectiveSetting, EffectiveSetting__Output as _openshell_sandbox_v1_EffectiveSetting__Output } from '../../../openshell/sandbox/v1/EffectiveSetting.ts';
import type { PolicySource as _openshell_sandbox_v1_PolicySource, PolicySource__Output as _openshell_sandbox_v1_PolicySource__Output } from '../../../openshell/sandbox/v1/PolicySource.ts';
import type { SupervisorMiddlewareService as _openshell_sandbox_v1_SupervisorMiddlewareService, SupervisorMiddlewareService__Output as _openshell_sandbox_v1_SupervisorMiddlewareService__Output } from '../../../openshell/sandbox/v1/SupervisorMiddlewareService.ts';
import type { Long } from '@grpc/proto-loader';

/**
 * The effective configuration of one sandbox, and whether its supervisor admitted it.
 */
export interface GetSandboxConfigResponse {
  'policy'?: (_openshell_sandbox_v1_SandboxPolicy | null);
  'version'?: (number);
  'policy_hash'?: (string);
  'settings'?: ({[key: string]: _openshell_sandbox_v1_EffectiveSetting});
  'config_revision'?: (number | string | Long);
  'policy_source'?: (_openshell_sandbox_v1_PolicySource);
  'global_policy_version'?: (number);
  'provider_env_revision'?: (number | string | Long);
  'supervisor_middleware_services'?: (_openshell_sandbox_v1_SupervisorMiddlewareService)[];
  'workspace'?: (string);
  'policy_validation_failure_mode'?: (string);
  'extension_authentication_enabled'?: (boolean);
  'configuration_admitted'?: (boolean);
  'provider_attachment_epoch'?: (string);
  'configuration_instance_id'?: (string);
  /**
   * why the configuration was not admitted
   */
  'configuration_error'?: (string);
}

/**
 * The effective configuration of one sandbox, and whether its supervisor admitted it.
 */
export interface GetSandboxConfigResponse__Output {
  'policy': (_openshell_sandbox_v1_SandboxPolicy__Output | null);
  'version': (number);
  'policy_hash': (string);
  'settings': ({[key: string]: _openshell_sandbox_v1_EffectiveSetting__Output});
  'config_revision': (number);
  'policy_source': (_openshell_sandbox_v1_PolicySource__Output);
  'global_policy_version': (number);
  'provider_env_revision': (number);
  'supervisor_middleware_services': (_openshell_sandbox_v1_SupervisorMiddlewareService__Output)[];
  'workspace': (string);
  'policy_validation_failure_mode': (string);
  'extension_authentication_enabled': (boolean);
  'configuration_admitted': (boolean);
  'provider_attachment_epoch': (string);
  'configuration_instance_id': (string);
  /**
   * why the configuration was not admitted
   */
  'configuration_error': (string);
}
