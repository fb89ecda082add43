// Original file: openshell/openshell.proto

import type { ProviderProfileCredential as _openshell_v1_ProviderProfileCredential, ProviderProfileCredential__Output as _openshell_v1_ProviderProfileCredential__Output } from '../../openshell/v1/ProviderProfileCredential.ts';
import type { StaticCredentialBinding as _openshell_v1_StaticCredentialBinding, StaticCredentialBinding__Output as _openshell_v1_StaticCredentialBinding__Output } from '../../openshell/v1/StaticCredentialBinding.ts';
import type { Long } from '@grpc/proto-loader';

export interface GetSandboxProviderEnvironmentResponse {
  /**
   * secret
   */
  'environment'?: ({[key: string]: string});
  'provider_env_revision'?: (number | string | Long);
  'credential_expires_at_ms'?: ({[key: string]: number | string | Long});
  'dynamic_credentials'?: ({[key: string]: _openshell_v1_ProviderProfileCredential});
  'static_credential_bindings'?: ({[key: string]: _openshell_v1_StaticCredentialBinding});
  'non_secret_environment_keys'?: (string)[];
}

export interface GetSandboxProviderEnvironmentResponse__Output {
  /**
   * secret
   */
  'environment': ({[key: string]: string});
  'provider_env_revision': (number);
  'credential_expires_at_ms': ({[key: string]: number});
  'dynamic_credentials': ({[key: string]: _openshell_v1_ProviderProfileCredential__Output});
  'static_credential_bindings': ({[key: string]: _openshell_v1_StaticCredentialBinding__Output});
  'non_secret_environment_keys': (string)[];
}
