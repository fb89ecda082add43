// Original file: openshell/inference.proto

import type { ValidatedEndpoint as _openshell_inference_v1_ValidatedEndpoint, ValidatedEndpoint__Output as _openshell_inference_v1_ValidatedEndpoint__Output } from '../../../openshell/inference/v1/ValidatedEndpoint.ts';
import type { Long } from '@grpc/proto-loader';

export interface SetInferenceRouteResponse {
  'provider_name'?: (string);
  'model_id'?: (string);
  'version'?: (number | string | Long);
  'route_name'?: (string);
  'validation_performed'?: (boolean);
  'validated_endpoints'?: (_openshell_inference_v1_ValidatedEndpoint)[];
  'timeout_secs'?: (number | string | Long);
  'workspace'?: (string);
}

export interface SetInferenceRouteResponse__Output {
  'provider_name': (string);
  'model_id': (string);
  'version': (number);
  'route_name': (string);
  'validation_performed': (boolean);
  'validated_endpoints': (_openshell_inference_v1_ValidatedEndpoint__Output)[];
  'timeout_secs': (number);
  'workspace': (string);
}
