// Original file: openshell/inference.proto

import type { Long } from '@grpc/proto-loader';

export interface SetInferenceRouteRequest {
  'provider_name'?: (string);
  'model_id'?: (string);
  'route_name'?: (string);
  'verify'?: (boolean);
  'no_verify'?: (boolean);
  'timeout_secs'?: (number | string | Long);
  'workspace'?: (string);
}

export interface SetInferenceRouteRequest__Output {
  'provider_name': (string);
  'model_id': (string);
  'route_name': (string);
  'verify': (boolean);
  'no_verify': (boolean);
  'timeout_secs': (number);
  'workspace': (string);
}
