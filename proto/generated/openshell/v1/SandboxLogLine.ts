// Original file: openshell/openshell.proto

import type { Long } from '@grpc/proto-loader';

/**
 * One log entry. source is "gateway" (or empty) or "sandbox"; level may be OCSF.
 */
export interface SandboxLogLine {
  'sandbox_id'?: (string);
  'timestamp_ms'?: (number | string | Long);
  'level'?: (string);
  'target'?: (string);
  'message'?: (string);
  'source'?: (string);
  'fields'?: ({[key: string]: string});
}

/**
 * One log entry. source is "gateway" (or empty) or "sandbox"; level may be OCSF.
 */
export interface SandboxLogLine__Output {
  'sandbox_id': (string);
  'timestamp_ms': (number);
  'level': (string);
  'target': (string);
  'message': (string);
  'source': (string);
  'fields': ({[key: string]: string});
}
