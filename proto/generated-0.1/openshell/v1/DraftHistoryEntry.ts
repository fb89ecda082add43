// Original file: line-0.1/openshell/openshell.proto

import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp.ts';

export interface DraftHistoryEntry {
  /**
   * e.g. approved, rejected, edited, undone, cleared
   */
  'event_type'?: (string);
  'description'?: (string);
  'chunk_id'?: (string);
  /**
   * replaces timestamp_ms (1)
   */
  'event_time'?: (_google_protobuf_Timestamp | null);
}

export interface DraftHistoryEntry__Output {
  /**
   * e.g. approved, rejected, edited, undone, cleared
   */
  'event_type': (string);
  'description': (string);
  'chunk_id': (string);
  /**
   * replaces timestamp_ms (1)
   */
  'event_time': (_google_protobuf_Timestamp__Output | null);
}
