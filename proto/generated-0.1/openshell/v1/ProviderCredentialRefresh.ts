// Original file: line-0.1/openshell/openshell.proto

import type { ProviderCredentialRefreshStrategy as _openshell_v1_ProviderCredentialRefreshStrategy, ProviderCredentialRefreshStrategy__Output as _openshell_v1_ProviderCredentialRefreshStrategy__Output } from '../../openshell/v1/ProviderCredentialRefreshStrategy.ts';
import type { ProviderCredentialRefreshMaterial as _openshell_v1_ProviderCredentialRefreshMaterial, ProviderCredentialRefreshMaterial__Output as _openshell_v1_ProviderCredentialRefreshMaterial__Output } from '../../openshell/v1/ProviderCredentialRefreshMaterial.ts';
import type { ProviderCredentialRefreshOutput as _openshell_v1_ProviderCredentialRefreshOutput, ProviderCredentialRefreshOutput__Output as _openshell_v1_ProviderCredentialRefreshOutput__Output } from '../../openshell/v1/ProviderCredentialRefreshOutput.ts';
import type { Duration as _google_protobuf_Duration, Duration__Output as _google_protobuf_Duration__Output } from '../../google/protobuf/Duration.ts';

export interface ProviderCredentialRefresh {
  'strategy'?: (_openshell_v1_ProviderCredentialRefreshStrategy);
  'token_url'?: (string);
  'scopes'?: (string)[];
  'material'?: (_openshell_v1_ProviderCredentialRefreshMaterial)[];
  'additional_outputs'?: (_openshell_v1_ProviderCredentialRefreshOutput)[];
  /**
   * replaces refresh_before_seconds (4)
   */
  'refresh_before'?: (_google_protobuf_Duration | null);
  /**
   * replaces max_lifetime_seconds (5)
   */
  'max_lifetime'?: (_google_protobuf_Duration | null);
}

export interface ProviderCredentialRefresh__Output {
  'strategy': (_openshell_v1_ProviderCredentialRefreshStrategy__Output);
  'token_url': (string);
  'scopes': (string)[];
  'material': (_openshell_v1_ProviderCredentialRefreshMaterial__Output)[];
  'additional_outputs': (_openshell_v1_ProviderCredentialRefreshOutput__Output)[];
  /**
   * replaces refresh_before_seconds (4)
   */
  'refresh_before': (_google_protobuf_Duration__Output | null);
  /**
   * replaces max_lifetime_seconds (5)
   */
  'max_lifetime': (_google_protobuf_Duration__Output | null);
}
