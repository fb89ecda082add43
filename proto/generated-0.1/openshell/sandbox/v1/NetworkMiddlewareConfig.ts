// Original file: line-0.1/openshell/sandbox.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct.ts';
import type { MiddlewareEndpointSelector as _openshell_sandbox_v1_MiddlewareEndpointSelector, MiddlewareEndpointSelector__Output as _openshell_sandbox_v1_MiddlewareEndpointSelector__Output } from '../../../openshell/sandbox/v1/MiddlewareEndpointSelector.ts';

export interface NetworkMiddlewareConfig {
  'name'?: (string);
  'middleware'?: (string);
  'config'?: (_google_protobuf_Struct | null);
  'on_error'?: (string);
  'endpoints'?: (_openshell_sandbox_v1_MiddlewareEndpointSelector | null);
  'order'?: (number);
}

export interface NetworkMiddlewareConfig__Output {
  'name': (string);
  'middleware': (string);
  'config': (_google_protobuf_Struct__Output | null);
  'on_error': (string);
  'endpoints': (_openshell_sandbox_v1_MiddlewareEndpointSelector__Output | null);
  'order': (number);
}
