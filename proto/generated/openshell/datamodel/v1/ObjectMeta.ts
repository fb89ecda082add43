// Original file: openshell/datamodel.proto

import type { Long } from '@grpc/proto-loader';

/**
 * Metadata every stored object carries. id is a gateway-made UUID; resource_version is the compare-and-swap
 * counter.
 */
export interface ObjectMeta {
  'id'?: (string);
  'name'?: (string);
  'created_at_ms'?: (number | string | Long);
  'labels'?: ({[key: string]: string});
  'resource_version'?: (number | string | Long);
  'annotations'?: ({[key: string]: string});
  'workspace'?: (string);
  'deletion_timestamp_ms'?: (number | string | Long);
}

/**
 * Metadata every stored object carries. id is a gateway-made UUID; resource_version is the compare-and-swap
 * counter.
 */
export interface ObjectMeta__Output {
  'id': (string);
  'name': (string);
  'created_at_ms': (number);
  'labels': ({[key: string]: string});
  'resource_version': (number);
  'annotations': ({[key: string]: string});
  'workspace': (string);
  'deletion_timestamp_ms': (number);
}
