// Original file: line-0.1/openshell/openshell.proto

import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp.ts';

/**
 * One log entry. source is "gateway" (or empty) or "sandbox"; level may be OCSF.
 */
export interface SandboxLogLine {
  'sandbox_id'?: (string);
  'level'?: (string);
  'target'?: (string);
  'message'?: (string);
  'source'?: (string);
  'fields'?: ({[key: string]: string});
  /**
   * replaces timestamp_ms (2)
   */
  'event_time'?: (_google_protobuf_Timestamp | null);
}

/**
 * One log entry. source is "gateway" (or empty) or "sandbox"; level may be OCSF.
 */
export interface SandboxLogLine__Output {
  'sandbox_id': (string);
  'level': (string);
  'target': (string);
  'message': (string);
  'source': (string);
  'fields': ({[key: string]: string});
  /**
   * replaces timestamp_ms (2)
   */
  'event_time': (_google_protobuf_Timestamp__Output | null);
}
