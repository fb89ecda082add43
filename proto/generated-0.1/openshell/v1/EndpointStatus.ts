// Original file: line-0.1/openshell/openshell.proto

import type { EndpointResult as _openshell_v1_EndpointResult, EndpointResult__Output as _openshell_v1_EndpointResult__Output } from '../../openshell/v1/EndpointResult.ts';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp.ts';

/**
 * A configured tool server endpoint and the last network result accepted for it.
 */
export interface EndpointStatus {
  'endpoint_id'?: (string);
  'host'?: (string);
  'ports'?: (number)[];
  /**
   * unrestricted is /**
   */
  'path'?: (string);
  'last_result'?: (_openshell_v1_EndpointResult);
  /**
   * replaces last_reported_at (6)
   */
  'last_reported_time'?: (_google_protobuf_Timestamp | null);
}

/**
 * A configured tool server endpoint and the last network result accepted for it.
 */
export interface EndpointStatus__Output {
  'endpoint_id': (string);
  'host': (string);
  'ports': (number)[];
  /**
   * unrestricted is /**
   */
  'path': (string);
  'last_result': (_openshell_v1_EndpointResult__Output);
  /**
   * replaces last_reported_at (6)
   */
  'last_reported_time': (_google_protobuf_Timestamp__Output | null);
}
