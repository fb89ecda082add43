// Original file: line-0.1/openshell/openshell.proto

import type { Long } from '@grpc/proto-loader';

export interface DraftPolicyUpdate {
  'draft_version'?: (number | string | Long);
  'new_chunks'?: (number);
  'total_pending'?: (number);
  'summary'?: (string);
}

export interface DraftPolicyUpdate__Output {
  'draft_version': (number);
  'new_chunks': (number);
  'total_pending': (number);
  'summary': (string);
}
