// Original file: openshell/openshell.proto

import type { PolicyStatus as _openshell_v1_PolicyStatus, PolicyStatus__Output as _openshell_v1_PolicyStatus__Output } from '../../openshell/v1/PolicyStatus.ts';
import type { SandboxPolicy as _openshell_sandbox_v1_SandboxPolicy, SandboxPolicy__Output as _openshell_sandbox_v1_SandboxPolicy__Output } from '../../openshell/sandbox/v1/SandboxPolicy.ts';
import type { Long } from '@grpc/proto-loader';

/**
 * One stored policy version. Bodies are left out of list answers.
 */
export interface SandboxPolicyRevision {
  'version'?: (number);
  'policy_hash'?: (string);
  'status'?: (_openshell_v1_PolicyStatus);
  'load_error'?: (string);
  'created_at_ms'?: (number | string | Long);
  'loaded_at_ms'?: (number | string | Long);
  'policy'?: (_openshell_sandbox_v1_SandboxPolicy | null);
  'provenance'?: ({[key: string]: string});
}

/**
 * One stored policy version. Bodies are left out of list answers.
 */
export interface SandboxPolicyRevision__Output {
  'version': (number);
  'policy_hash': (string);
  'status': (_openshell_v1_PolicyStatus__Output);
  'load_error': (string);
  'created_at_ms': (number);
  'loaded_at_ms': (number);
  'policy': (_openshell_sandbox_v1_SandboxPolicy__Output | null);
  'provenance': ({[key: string]: string});
}
