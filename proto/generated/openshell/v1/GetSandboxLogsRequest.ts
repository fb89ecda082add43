// Original file: openshell/openshell.proto

import type { Long } from '@grpc/proto-loader';

export interface GetSandboxLogsRequest {
  /**
   * UUID (metadata.id), not the name
   */
  'sandbox_id'?: (string);
  /**
   * 0 means 2000
   */
  'lines'?: (number);
  'since_ms'?: (number | string | Long);
  'sources'?: (string)[];
  'min_level'?: (string);
  'workspace'?: (string);
}

export interface GetSandboxLogsRequest__Output {
  /**
   * UUID (metadata.id), not the name
   */
  'sandbox_id': (string);
  /**
   * 0 means 2000
   */
  'lines': (number);
  'since_ms': (number);
  'sources': (string)[];
  'min_level': (string);
  'workspace': (string);
}
