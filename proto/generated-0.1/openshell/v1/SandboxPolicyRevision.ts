// Original file: line-0.1/openshell/openshell.proto

import type { PolicyStatus as _openshell_v1_PolicyStatus, PolicyStatus__Output as _openshell_v1_PolicyStatus__Output } from '../../openshell/v1/PolicyStatus.ts';
import type { SandboxPolicy as _openshell_sandbox_v1_SandboxPolicy, SandboxPolicy__Output as _openshell_sandbox_v1_SandboxPolicy__Output } from '../../openshell/sandbox/v1/SandboxPolicy.ts';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp.ts';

/**
 * A policy revision. ListSandboxPolicies reports stored payloads that no longer validate as FAILED, with the
 * diagnostic in load_error.
 */
export interface SandboxPolicyRevision {
  'version'?: (number);
  'policy_hash'?: (string);
  'status'?: (_openshell_v1_PolicyStatus);
  'load_error'?: (string);
  /**
   * only when asked for
   */
  'policy'?: (_openshell_sandbox_v1_SandboxPolicy | null);
  'provenance'?: ({[key: string]: string});
  /**
   * replaces created_at_ms (5)
   */
  'created_time'?: (_google_protobuf_Timestamp | null);
  /**
   * replaces loaded_at_ms (6); absent: not loaded
   */
  'loaded_time'?: (_google_protobuf_Timestamp | null);
}

/**
 * A policy revision. ListSandboxPolicies reports stored payloads that no longer validate as FAILED, with the
 * diagnostic in load_error.
 */
export interface SandboxPolicyRevision__Output {
  'version': (number);
  'policy_hash': (string);
  'status': (_openshell_v1_PolicyStatus__Output);
  'load_error': (string);
  /**
   * only when asked for
   */
  'policy': (_openshell_sandbox_v1_SandboxPolicy__Output | null);
  'provenance': ({[key: string]: string});
  /**
   * replaces created_at_ms (5)
   */
  'created_time': (_google_protobuf_Timestamp__Output | null);
  /**
   * replaces loaded_at_ms (6); absent: not loaded
   */
  'loaded_time': (_google_protobuf_Timestamp__Output | null);
}
