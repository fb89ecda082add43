// Original file: line-0.1/openshell/openshell.proto

import type { L7RequestSample as _openshell_v1_L7RequestSample, L7RequestSample__Output as _openshell_v1_L7RequestSample__Output } from '../../openshell/v1/L7RequestSample.ts';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp.ts';

/**
 * A denial aggregated by the sandbox.
 */
export interface DenialSummary {
  'sandbox_id'?: (string);
  'host'?: (string);
  'port'?: (number);
  'binary'?: (string);
  'ancestors'?: (string)[];
  'deny_reason'?: (string);
  'count'?: (number);
  'suppressed_count'?: (number);
  'total_count'?: (number);
  'sample_cmdlines'?: (string)[];
  'binary_sha256'?: (string);
  'persistent'?: (boolean);
  /**
   * l4_deny, l7_deny, l7_audit or ssrf
   */
  'denial_stage'?: (string);
  'l7_request_samples'?: (_openshell_v1_L7RequestSample)[];
  'l7_inspection_active'?: (boolean);
  /**
   * replaces first_seen_ms (7)
   */
  'first_seen_time'?: (_google_protobuf_Timestamp | null);
  /**
   * replaces last_seen_ms (8)
   */
  'last_seen_time'?: (_google_protobuf_Timestamp | null);
}

/**
 * A denial aggregated by the sandbox.
 */
export interface DenialSummary__Output {
  'sandbox_id': (string);
  'host': (string);
  'port': (number);
  'binary': (string);
  'ancestors': (string)[];
  'deny_reason': (string);
  'count': (number);
  'suppressed_count': (number);
  'total_count': (number);
  'sample_cmdlines': (string)[];
  'binary_sha256': (string);
  'persistent': (boolean);
  /**
   * l4_deny, l7_deny, l7_audit or ssrf
   */
  'denial_stage': (string);
  'l7_request_samples': (_openshell_v1_L7RequestSample__Output)[];
  'l7_inspection_active': (boolean);
  /**
   * replaces first_seen_ms (7)
   */
  'first_seen_time': (_google_protobuf_Timestamp__Output | null);
  /**
   * replaces last_seen_ms (8)
   */
  'last_seen_time': (_google_protobuf_Timestamp__Output | null);
}
