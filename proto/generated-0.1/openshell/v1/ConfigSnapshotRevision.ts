// Original file: line-0.1/openshell/openshell.proto

import type { SandboxConfigRevision as _openshell_v1_SandboxConfigRevision, SandboxConfigRevision__Output as _openshell_v1_SandboxConfigRevision__Output } from '../../openshell/v1/SandboxConfigRevision.ts';
import type { ProviderDesiredIdentity as _openshell_v1_ProviderDesiredIdentity, ProviderDesiredIdentity__Output as _openshell_v1_ProviderDesiredIdentity__Output } from '../../openshell/v1/ProviderDesiredIdentity.ts';
import type { Long } from '@grpc/proto-loader';

/**
 * One component's revision; revisions of different components are not ordered against each other.
 */
export interface ConfigSnapshotRevision {
  'sandbox_config'?: (_openshell_v1_SandboxConfigRevision | null);
  'provider_environment'?: (number | string | Long);
  'provider_target'?: (_openshell_v1_ProviderDesiredIdentity | null);
  'component'?: "sandbox_config"|"provider_environment"|"provider_target";
}

/**
 * One component's revision; revisions of different components are not ordered against each other.
 */
export interface ConfigSnapshotRevision__Output {
  'sandbox_config'?: (_openshell_v1_SandboxConfigRevision__Output | null);
  'provider_environment'?: (number);
  'provider_target'?: (_openshell_v1_ProviderDesiredIdentity__Output | null);
  'component'?: "sandbox_config"|"provider_environment"|"provider_target";
}
