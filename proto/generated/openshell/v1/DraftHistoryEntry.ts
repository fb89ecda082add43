// Original file: openshell/openshell.proto

import type { Long } from '@grpc/proto-loader';

export interface DraftHistoryEntry {
  'timestamp_ms'?: (number | string | Long);
  'event_type'?: (string);
  'description'?: (string);
  'chunk_id'?: (string);
}

export interface DraftHistoryEntry__Output {
  'timestamp_ms': (number);
  'event_type': (string);
  'description': (string);
  'chunk_id': (string);
}
