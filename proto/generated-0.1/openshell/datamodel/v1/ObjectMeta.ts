// Original file: line-0.1/openshell/datamodel.proto

import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../google/protobuf/Timestamp.ts';
import type { Long } from '@grpc/proto-loader';

/**
 * Metadata every stored object carries. id is a gateway-made UUID; resource_version is the compare-and-swap
 * counter. The 0.0 millisecond times are reserved; Timestamps sit at their number + 100.
 */
export interface ObjectMeta {
  'id'?: (string);
  'name'?: (string);
  'labels'?: ({[key: string]: string});
  'resource_version'?: (number | string | Long);
  'annotations'?: ({[key: string]: string});
  'workspace'?: (string);
  /**
   * replaces created_at_ms (3)
   */
  'created_time'?: (_google_protobuf_Timestamp | null);
  /**
   * replaces deletion_timestamp_ms (8); set while deleting
   */
  'deletion_time'?: (_google_protobuf_Timestamp | null);
}

/**
 * Metadata every stored object carries. id is a gateway-made UUID; resource_version is the compare-and-swap
 * counter. The 0.0 millisecond times are reserved; Timestamps sit at their number + 100.
 */
export interface ObjectMeta__Output {
  'id': (string);
  'name': (string);
  'labels': ({[key: string]: string});
  'resource_version': (number);
  'annotations': ({[key: string]: string});
  'workspace': (string);
  /**
   * replaces created_at_ms (3)
   */
  'created_time': (_google_protobuf_Timestamp__Output | null);
  /**
   * replaces deletion_timestamp_ms (8); set while deleting
   */
  'deletion_time': (_google_protobuf_Timestamp__Output | null);
}
