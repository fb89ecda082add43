// Original file: openshell/openshell.proto

import type { Long } from '@grpc/proto-loader';

export interface WatchSandboxRequest {
  /**
   * UUID (metadata.id), not the name
   */
  'id'?: (string);
  'follow_status'?: (boolean);
  'follow_logs'?: (boolean);
  'follow_events'?: (boolean);
  /**
   * 0 means 200
   */
  'log_tail_lines'?: (number);
  'event_tail'?: (number);
  'stop_on_terminal'?: (boolean);
  'log_since_ms'?: (number | string | Long);
  'log_sources'?: (string)[];
  'log_min_level'?: (string);
}

export interface WatchSandboxRequest__Output {
  /**
   * UUID (metadata.id), not the name
   */
  'id': (string);
  'follow_status': (boolean);
  'follow_logs': (boolean);
  'follow_events': (boolean);
  /**
   * 0 means 200
   */
  'log_tail_lines': (number);
  'event_tail': (number);
  'stop_on_terminal': (boolean);
  'log_since_ms': (number);
  'log_sources': (string)[];
  'log_min_level': (string);
}
