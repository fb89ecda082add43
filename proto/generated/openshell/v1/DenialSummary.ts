// Original file: openshell/openshell.proto

import type { L7RequestSample as _openshell_v1_L7RequestSample, L7RequestSample__Output as _openshell_v1_L7RequestSample__Output } from '../../openshell/v1/L7RequestSample.ts';
import type { Long } from '@grpc/proto-loader';

/**
 * Supervisor-side aggregation of denied connections for one (host, port, binary).
 */
export interface DenialSummary {
  'sandbox_id'?: (string);
  'host'?: (string);
  'port'?: (number);
  'binary'?: (string);
  'ancestors'?: (string)[];
  'deny_reason'?: (string);
  'first_seen_ms'?: (number | string | Long);
  'last_seen_ms'?: (number | string | Long);
  'count'?: (number);
  'suppressed_count'?: (number);
  'total_count'?: (number);
  'sample_cmdlines'?: (string)[];
  'binary_sha256'?: (string);
  'persistent'?: (boolean);
  'denial_stage'?: (string);
  'l7_request_samples'?: (_openshell_v1_L7RequestSample)[];
  'l7_inspection_active'?: (boolean);
}

/**
 * Supervisor-side aggregation of denied connections for one (host, port, binary).
 */
export interface DenialSummary__Output {
  'sandbox_id': (string);
  'host': (string);
  'port': (number);
  'binary': (string);
  'ancestors': (string)[];
  'deny_reason': (string);
  'first_seen_ms': (number);
  'last_seen_ms': (number);
  'count': (number);
  'suppressed_count': (number);
  'total_count': (number);
  'sample_cmdlines': (string)[];
  'binary_sha256': (string);
  'persistent': (boolean);
  'denial_stage': (string);
  'l7_request_samples': (_openshell_v1_L7RequestSample__Output)[];
  'l7_inspection_active': (boolean);
}
