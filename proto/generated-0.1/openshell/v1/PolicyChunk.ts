// Original file: line-0.1/openshell/openshell.proto

import type { NetworkPolicyRule as _openshell_sandbox_v1_NetworkPolicyRule, NetworkPolicyRule__Output as _openshell_sandbox_v1_NetworkPolicyRule__Output } from '../../openshell/sandbox/v1/NetworkPolicyRule.ts';
import type { SandboxPolicy as _openshell_sandbox_v1_SandboxPolicy, SandboxPolicy__Output as _openshell_sandbox_v1_SandboxPolicy__Output } from '../../openshell/sandbox/v1/SandboxPolicy.ts';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp.ts';

/**
 * A proposed rule with its rationale and approval state. Fields 1-8, 11-13 and 16-24 are as in 0.0.
 */
export interface PolicyChunk {
  'id'?: (string);
  /**
   * pending, approved or rejected
   */
  'status'?: (string);
  'rule_name'?: (string);
  'proposed_rule'?: (_openshell_sandbox_v1_NetworkPolicyRule | null);
  'rationale'?: (string);
  'security_notes'?: (string);
  /**
   * 0.0-1.0; 0 in mechanistic mode
   */
  'confidence'?: (number | string);
  'denial_summary_ids'?: (string)[];
  /**
   * initial or refined
   */
  'stage'?: (string);
  'supersedes_chunk_id'?: (string);
  'hit_count'?: (number);
  'binary'?: (string);
  'validation_result'?: (string);
  'rejection_reason'?: (string);
  'application_error'?: (string);
  /**
   * approve with it; binds the approval to what was reviewed
   */
  'review_token'?: (string);
  'current_effective_policy_hash'?: (string);
  'candidate_effective_policy_hash'?: (string);
  'current_effective_policy'?: (_openshell_sandbox_v1_SandboxPolicy | null);
  'candidate_effective_policy'?: (_openshell_sandbox_v1_SandboxPolicy | null);
  /**
   * replaces created_at_ms (9)
   */
  'created_time'?: (_google_protobuf_Timestamp | null);
  /**
   * replaces decided_at_ms (10); absent: undecided
   */
  'decided_time'?: (_google_protobuf_Timestamp | null);
  /**
   * replaces first_seen_ms (14)
   */
  'first_seen_time'?: (_google_protobuf_Timestamp | null);
  /**
   * replaces last_seen_ms (15)
   */
  'last_seen_time'?: (_google_protobuf_Timestamp | null);
}

/**
 * A proposed rule with its rationale and approval state. Fields 1-8, 11-13 and 16-24 are as in 0.0.
 */
export interface PolicyChunk__Output {
  'id': (string);
  /**
   * pending, approved or rejected
   */
  'status': (string);
  'rule_name': (string);
  'proposed_rule': (_openshell_sandbox_v1_NetworkPolicyRule__Output | null);
  'rationale': (string);
  'security_notes': (string);
  /**
   * 0.0-1.0; 0 in mechanistic mode
   */
  'confidence': (number);
  'denial_summary_ids': (string)[];
  /**
   * initial or refined
   */
  'stage': (string);
  'supersedes_chunk_id': (string);
  'hit_count': (number);
  'binary': (string);
  'validation_result': (string);
  'rejection_reason': (string);
  'application_error': (string);
  /**
   * approve with it; binds the approval to what was reviewed
   */
  'review_token': (string);
  'current_effective_policy_hash': (string);
  'candidate_effective_policy_hash': (string);
  'current_effective_policy': (_openshell_sandbox_v1_SandboxPolicy__Output | null);
  'candidate_effective_policy': (_openshell_sandbox_v1_SandboxPolicy__Output | null);
  /**
   * replaces created_at_ms (9)
   */
  'created_time': (_google_protobuf_Timestamp__Output | null);
  /**
   * replaces decided_at_ms (10); absent: undecided
   */
  'decided_time': (_google_protobuf_Timestamp__Output | null);
  /**
   * replaces first_seen_ms (14)
   */
  'first_seen_time': (_google_protobuf_Timestamp__Output | null);
  /**
   * replaces last_seen_ms (15)
   */
  'last_seen_time': (_google_protobuf_Timestamp__Output | null);
}
