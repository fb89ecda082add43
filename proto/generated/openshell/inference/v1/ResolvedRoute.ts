// Original file: openshell/inference.proto

import type { Long } from '@grpc/proto-loader';

/**
 * A route with its resolved endpoint and key, for the supervisor only.
 */
export interface ResolvedRoute {
  'name'?: (string);
  'base_url'?: (string);
  'protocols'?: (string)[];
  /**
   * secret
   */
  'api_key'?: (string);
  'model_id'?: (string);
  'provider_type'?: (string);
  'timeout_secs'?: (number | string | Long);
  'model_in_path'?: (boolean);
  'request_path_override'?: (string);
  '_request_path_override'?: "request_path_override";
}

/**
 * A route with its resolved endpoint and key, for the supervisor only.
 */
export interface ResolvedRoute__Output {
  'name': (string);
  'base_url': (string);
  'protocols': (string)[];
  /**
   * secret
   */
  'api_key': (string);
  'model_id': (string);
  'provider_type': (string);
  'timeout_secs': (number);
  'model_in_path': (boolean);
  'request_path_override'?: (string);
  '_request_path_override'?: "request_path_override";
}
