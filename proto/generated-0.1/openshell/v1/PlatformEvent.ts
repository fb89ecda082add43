// Original file: line-0.1/openshell/openshell.proto

import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp.ts';

/**
 * An event from the compute platform (docker, kubernetes, process).
 */
export interface PlatformEvent {
  'source'?: (string);
  'type'?: (string);
  'reason'?: (string);
  'message'?: (string);
  'metadata'?: ({[key: string]: string});
  /**
   * replaces timestamp_ms (1)
   */
  'event_time'?: (_google_protobuf_Timestamp | null);
}

/**
 * An event from the compute platform (docker, kubernetes, process).
 */
export interface PlatformEvent__Output {
  'source': (string);
  'type': (string);
  'reason': (string);
  'message': (string);
  'metadata': ({[key: string]: string});
  /**
   * replaces timestamp_ms (1)
   */
  'event_time': (_google_protobuf_Timestamp__Output | null);
}
