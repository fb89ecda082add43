// Original file: openshell/openshell.proto

import type { Long } from '@grpc/proto-loader';

/**
 * An event from the compute platform (docker, kubernetes, process).
 */
export interface PlatformEvent {
  'timestamp_ms'?: (number | string | Long);
  'source'?: (string);
  'type'?: (string);
  'reason'?: (string);
  'message'?: (string);
  'metadata'?: ({[key: string]: string});
}

/**
 * An event from the compute platform (docker, kubernetes, process).
 */
export interface PlatformEvent__Output {
  'timestamp_ms': (number);
  'source': (string);
  'type': (string);
  'reason': (string);
  'message': (string);
  'metadata': ({[key: string]: string});
}
