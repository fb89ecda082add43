// Original file: openshell/openshell.proto

import type { PolicyChunk as _openshell_v1_PolicyChunk, PolicyChunk__Output as _openshell_v1_PolicyChunk__Output } from '../../openshell/v1/PolicyChunk.ts';
import type { Long } from '@grpc/proto-loader';

export interface GetDraftPolicyResponse {
  'chunks'?: (_openshell_v1_PolicyChunk)[];
  'rolling_summary'?: (string);
  'draft_version'?: (number | string | Long);
  'last_analyzed_at_ms'?: (number | string | Long);
}

export interface GetDraftPolicyResponse__Output {
  'chunks': (_openshell_v1_PolicyChunk__Output)[];
  'rolling_summary': (string);
  'draft_version': (number);
  'last_analyzed_at_ms': (number);
}
