// Original file: line-0.1/openshell/openshell.proto

import type { PolicySource as _openshell_sandbox_v1_PolicySource, PolicySource__Output as _openshell_sandbox_v1_PolicySource__Output } from '../../openshell/sandbox/v1/PolicySource.ts';
import type { Long } from '@grpc/proto-loader';

/**
 * What ties an effective configuration to its policy-history row.
 */
export interface SandboxConfigRevision {
  'config_revision'?: (number | string | Long);
  'policy_version'?: (number);
  'policy_source'?: (_openshell_sandbox_v1_PolicySource);
  'global_policy_version'?: (number);
  'settings_revision'?: (number | string | Long);
}

/**
 * What ties an effective configuration to its policy-history row.
 */
export interface SandboxConfigRevision__Output {
  'config_revision': (number);
  'policy_version': (number);
  'policy_source': (_openshell_sandbox_v1_PolicySource__Output);
  'global_policy_version': (number);
  'settings_revision': (number);
}
