// Original file: line-0.1/openshell/openshell.proto

import type { Duration as _google_protobuf_Duration, Duration__Output as _google_protobuf_Duration__Output } from '../../google/protobuf/Duration.ts';

export interface SessionAccepted {
  'session_id'?: (string);
  /**
   * replaces heartbeat_interval_secs (2)
   */
  'heartbeat_interval'?: (_google_protobuf_Duration | null);
}

export interface SessionAccepted__Output {
  'session_id': (string);
  /**
   * replaces heartbeat_interval_secs (2)
   */
  'heartbeat_interval': (_google_protobuf_Duration__Output | null);
}
