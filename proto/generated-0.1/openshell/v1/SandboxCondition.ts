// Original file: line-0.1/openshell/openshell.proto

import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp.ts';

/**
 * Kubernetes-style condition; the gateway upserts one of type "Ready".
 */
export interface SandboxCondition {
  'type'?: (string);
  'status'?: (string);
  'reason'?: (string);
  'message'?: (string);
  /**
   * replaces last_transition_time (5)
   */
  'transition_time'?: (_google_protobuf_Timestamp | null);
}

/**
 * Kubernetes-style condition; the gateway upserts one of type "Ready".
 */
export interface SandboxCondition__Output {
  'type': (string);
  'status': (string);
  'reason': (string);
  'message': (string);
  /**
   * replaces last_transition_time (5)
   */
  'transition_time': (_google_protobuf_Timestamp__Output | null);
}
