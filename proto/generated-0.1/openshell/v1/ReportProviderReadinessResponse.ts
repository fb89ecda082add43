// Original file: line-0.1/openshell/openshell.proto

import type { Duration as _google_protobuf_Duration, Duration__Output as _google_protobuf_Duration__Output } from '../../google/protobuf/Duration.ts';
import type { Long } from '@grpc/proto-loader';

export interface ReportProviderReadinessResponse {
  'accepted_sequence'?: (number | string | Long);
  /**
   * replaces report_interval_seconds (2)
   */
  'report_interval'?: (_google_protobuf_Duration | null);
  /**
   * replaces observation_ttl_seconds (3)
   */
  'observation_ttl'?: (_google_protobuf_Duration | null);
}

export interface ReportProviderReadinessResponse__Output {
  'accepted_sequence': (number);
  /**
   * replaces report_interval_seconds (2)
   */
  'report_interval': (_google_protobuf_Duration__Output | null);
  /**
   * replaces observation_ttl_seconds (3)
   */
  'observation_ttl': (_google_protobuf_Duration__Output | null);
}
