// Original file: line-0.1/openshell/openshell.proto

import type { ProviderProfileCredential as _openshell_v1_ProviderProfileCredential, ProviderProfileCredential__Output as _openshell_v1_ProviderProfileCredential__Output } from '../../openshell/v1/ProviderProfileCredential.ts';
import type { StaticCredentialBinding as _openshell_v1_StaticCredentialBinding, StaticCredentialBinding__Output as _openshell_v1_StaticCredentialBinding__Output } from '../../openshell/v1/StaticCredentialBinding.ts';
import type { ProviderReadinessReason as _openshell_v1_ProviderReadinessReason, ProviderReadinessReason__Output as _openshell_v1_ProviderReadinessReason__Output } from '../../openshell/v1/ProviderReadinessReason.ts';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp.ts';
import type { Long } from '@grpc/proto-loader';

export interface GetSandboxProviderEnvironmentResponse {
  /**
   * secret
   */
  'environment'?: ({[key: string]: string});
  'provider_env_revision'?: (number | string | Long);
  'dynamic_credentials'?: ({[key: string]: _openshell_v1_ProviderProfileCredential});
  'static_credential_bindings'?: ({[key: string]: _openshell_v1_StaticCredentialBinding});
  'non_secret_environment_keys'?: (string)[];
  'provider_attachment_epoch'?: (string);
  'policy_hash'?: (string);
  /**
   * non-zero when material was withheld
   */
  'readiness_reason'?: (_openshell_v1_ProviderReadinessReason);
  /**
   * replaces credential_expires_at_ms (3)
   */
  'credential_expiration_times'?: ({[key: string]: _google_protobuf_Timestamp});
}

export interface GetSandboxProviderEnvironmentResponse__Output {
  /**
   * secret
   */
  'environment': ({[key: string]: string});
  'provider_env_revision': (number);
  'dynamic_credentials': ({[key: string]: _openshell_v1_ProviderProfileCredential__Output});
  'static_credential_bindings': ({[key: string]: _openshell_v1_StaticCredentialBinding__Output});
  'non_secret_environment_keys': (string)[];
  'provider_attachment_epoch': (string);
  'policy_hash': (string);
  /**
   * non-zero when material was withheld
   */
  'readiness_reason': (_openshell_v1_ProviderReadinessReason__Output);
  /**
   * replaces credential_expires_at_ms (3)
   */
  'credential_expiration_times': ({[key: string]: _google_protobuf_Timestamp__Output});
}
