// Original file: openshell/inference.proto

import type { ResolvedRoute as _openshell_inference_v1_ResolvedRoute, ResolvedRoute__Output as _openshell_inference_v1_ResolvedRoute__Output } from '../../../openshell/inference/v1/ResolvedRoute.ts';
import type { Long } from '@grpc/proto-loader';

export interface GetInferenceBundleResponse {
  'routes'?: (_openshell_inference_v1_ResolvedRoute)[];
  'revision'?: (string);
  'generated_at_ms'?: (number | string | Long);
}

export interface GetInferenceBundleResponse__Output {
  'routes': (_openshell_inference_v1_ResolvedRoute__Output)[];
  'revision': (string);
  'generated_at_ms': (number);
}
