// Original file: line-0.1/openshell/openshell.proto

import type { PolicyChunk as _openshell_v1_PolicyChunk, PolicyChunk__Output as _openshell_v1_PolicyChunk__Output } from '../../openshell/v1/PolicyChunk.ts';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp.ts';
import type { Long } from '@grpc/proto-loader';

export interface GetDraftPolicyResponse {
  'chunks'?: (_openshell_v1_PolicyChunk)[];
  'rolling_summary'?: (string);
  'draft_version'?: (number | string | Long);
  /**
   * replaces last_analyzed_at_ms (4)
   */
  'last_analyzed_time'?: (_google_protobuf_Timestamp | null);
}

export interface GetDraftPolicyResponse__Output {
  'chunks': (_openshell_v1_PolicyChunk__Output)[];
  'rolling_summary': (string);
  'draft_version': (number);
  /**
   * replaces last_analyzed_at_ms (4)
   */
  'last_analyzed_time': (_google_protobuf_Timestamp__Output | null);
}
