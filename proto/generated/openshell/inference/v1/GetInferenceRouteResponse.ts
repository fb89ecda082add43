// Original file: openshell/inference.proto

import type { Long } from '@grpc/proto-loader';

export interface GetInferenceRouteResponse {
  'provider_name'?: (string);
  'model_id'?: (string);
  'version'?: (number | string | Long);
  'route_name'?: (string);
  'timeout_secs'?: (number | string | Long);
  'workspace'?: (string);
}

export interface GetInferenceRouteResponse__Output {
  'provider_name': (string);
  'model_id': (string);
  'version': (number);
  'route_name': (string);
  'timeout_secs': (number);
  'workspace': (string);
}
