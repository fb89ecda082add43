// Original file: line-0.1/openshell/openshell.proto

import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp.ts';
import type { Long } from '@grpc/proto-loader';

export interface BeginRootfsTarStagingResponse {
  /**
   * single use
   */
  'staging_token'?: (string);
  /**
   * absolute path on the gateway host
   */
  'upload_path'?: (string);
  'max_bytes'?: (number | string | Long);
  /**
   * replaces expires_at_ms (4)
   */
  'expiration_time'?: (_google_protobuf_Timestamp | null);
}

export interface BeginRootfsTarStagingResponse__Output {
  /**
   * single use
   */
  'staging_token': (string);
  /**
   * absolute path on the gateway host
   */
  'upload_path': (string);
  'max_bytes': (number);
  /**
   * replaces expires_at_ms (4)
   */
  'expiration_time': (_google_protobuf_Timestamp__Output | null);
}
