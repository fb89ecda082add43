// Original file: openshell/openshell.proto

import type { NetworkPolicyRule as _openshell_sandbox_v1_NetworkPolicyRule, NetworkPolicyRule__Output as _openshell_sandbox_v1_NetworkPolicyRule__Output } from '../../openshell/sandbox/v1/NetworkPolicyRule.ts';
import type { SandboxPolicy as _openshell_sandbox_v1_SandboxPolicy, SandboxPolicy__Output as _openshell_sandbox_v1_SandboxPolicy__Output } from '../../openshell/sandbox/v1/SandboxPolicy.ts';
import type { Long } from '@grpc/proto-loader';

/**
 * A proposed rule awaiting review. A non-empty security_notes means the chunk is flagged.
 */
export interface PolicyChunk {
  'id'?: (string);
  'status'?: (string);
  'rule_name'?: (string);
  'proposed_rule'?: (_openshell_sandbox_v1_NetworkPolicyRule | null);
  'rationale'?: (string);
  'security_notes'?: (string);
  'confidence'?: (number | string);
  'denial_summary_ids'?: (string)[];
  'created_at_ms'?: (number | string | Long);
  'decided_at_ms'?: (number | string | Long);
  'stage'?: (string);
  'supersedes_chunk_id'?: (string);
  'hit_count'?: (number);
  'first_seen_ms'?: (number | string | Long);
  'last_seen_ms'?: (number | string | Long);
  'binary'?: (string);
  'validation_result'?: (string);
  'rejection_reason'?: (string);
  'application_error'?: (string);
  /**
   * HEAD only: echo it when approving
   */
  'review_token'?: (string);
  'current_effective_policy_hash'?: (string);
  'candidate_effective_policy_hash'?: (string);
  'current_effective_policy'?: (_openshell_sandbox_v1_SandboxPolicy | null);
  'candidate_effective_policy'?: (_openshell_sandbox_v1_SandboxPolicy | null);
}

/**
 * A proposed rule awaiting review. A non-empty security_notes means the chunk is flagged.
 */
export interface PolicyChunk__Output {
  'id': (string);
  'status': (string);
  'rule_name': (string);
  'proposed_rule': (_openshell_sandbox_v1_NetworkPolicyRule__Output | null);
  'rationale': (string);
  'security_notes': (string);
  'confidence': (number);
  'denial_summary_ids': (string)[];
  'created_at_ms': (number);
  'decided_at_ms': (number);
  'stage': (string);
  'supersedes_chunk_id': (string);
  'hit_count': (number);
  'first_seen_ms': (number);
  'last_seen_ms': (number);
  'binary': (string);
  'validation_result': (string);
  'rejection_reason': (string);
  'application_error': (string);
  /**
   * HEAD only: echo it when approving
   */
  'review_token': (string);
  'current_effective_policy_hash': (string);
  'candidate_effective_policy_hash': (string);
  'current_effective_policy': (_openshell_sandbox_v1_SandboxPolicy__Output | null);
  'candidate_effective_policy': (_openshell_sandbox_v1_SandboxPolicy__Output | null);
}
