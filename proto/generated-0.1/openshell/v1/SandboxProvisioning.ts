// Original file: line-0.1/openshell/openshell.proto

import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp.ts';

/**
 * The durable provisioning attempt and its repair window. New in 0.1, so its times sit at their own numbers rather
 * than at +100.
 */
export interface SandboxProvisioning {
  'attempt_id'?: (string);
  'configuration_change_id'?: (string);
  'configuration_change_time'?: (_google_protobuf_Timestamp | null);
  'first_rejection_time'?: (_google_protobuf_Timestamp | null);
  /**
   * present only while the repair window is armed
   */
  'deadline'?: (_google_protobuf_Timestamp | null);
  'timeout_time'?: (_google_protobuf_Timestamp | null);
  /**
   * set once supervisor and workload are reclaimed
   */
  'cleanup_completed_time'?: (_google_protobuf_Timestamp | null);
  /**
   * a gateway-written diagnostic, never a raw driver error
   */
  'cleanup_error'?: (string);
  'cleanup_retry_time'?: (_google_protobuf_Timestamp | null);
  'attachment_change_id'?: (string);
  'attachment_change_time'?: (_google_protobuf_Timestamp | null);
}

/**
 * The durable provisioning attempt and its repair window. New in 0.1, so its times sit at their own numbers rather
 * than at +100.
 */
export interface SandboxProvisioning__Output {
  'attempt_id': (string);
  'configuration_change_id': (string);
  'configuration_change_time': (_google_protobuf_Timestamp__Output | null);
  'first_rejection_time': (_google_protobuf_Timestamp__Output | null);
  /**
   * present only while the repair window is armed
   */
  'deadline': (_google_protobuf_Timestamp__Output | null);
  'timeout_time': (_google_protobuf_Timestamp__Output | null);
  /**
   * set once supervisor and workload are reclaimed
   */
  'cleanup_completed_time': (_google_protobuf_Timestamp__Output | null);
  /**
   * a gateway-written diagnostic, never a raw driver error
   */
  'cleanup_error': (string);
  'cleanup_retry_time': (_google_protobuf_Timestamp__Output | null);
  'attachment_change_id': (string);
  'attachment_change_time': (_google_protobuf_Timestamp__Output | null);
}
