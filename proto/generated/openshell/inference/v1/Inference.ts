// Original file: openshell/inference.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { DeleteInferenceRouteRequest as _openshell_inference_v1_DeleteInferenceRouteRequest, DeleteInferenceRouteRequest__Output as _openshell_inference_v1_DeleteInferenceRouteRequest__Output } from '../../../openshell/inference/v1/DeleteInferenceRouteRequest.ts';
import type { DeleteInferenceRouteResponse as _openshell_inference_v1_DeleteInferenceRouteResponse, DeleteInferenceRouteResponse__Output as _openshell_inference_v1_DeleteInferenceRouteResponse__Output } from '../../../openshell/inference/v1/DeleteInferenceRouteResponse.ts';
import type { GetInferenceBundleRequest as _openshell_inference_v1_GetInferenceBundleRequest, GetInferenceBundleRequest__Output as _openshell_inference_v1_GetInferenceBundleRequest__Output } from '../../../openshell/inference/v1/GetInferenceBundleRequest.ts';
import type { GetInferenceBundleResponse as _openshell_inference_v1_GetInferenceBundleResponse, GetInferenceBundleResponse__Output as _openshell_inference_v1_GetInferenceBundleResponse__Output } from '../../../openshell/inference/v1/GetInferenceBundleResponse.ts';
import type { GetInferenceRouteRequest as _openshell_inference_v1_GetInferenceRouteRequest, GetInferenceRouteRequest__Output as _openshell_inference_v1_GetInferenceRouteRequest__Output } from '../../../openshell/inference/v1/GetInferenceRouteRequest.ts';
import type { GetInferenceRouteResponse as _openshell_inference_v1_GetInferenceRouteResponse, GetInferenceRouteResponse__Output as _openshell_inference_v1_GetInferenceRouteResponse__Output } from '../../../openshell/inference/v1/GetInferenceRouteResponse.ts';
import type { SetInferenceRouteRequest as _openshell_inference_v1_SetInferenceRouteRequest, SetInferenceRouteRequest__Output as _openshell_inference_v1_SetInferenceRouteRequest__Output } from '../../../openshell/inference/v1/SetInferenceRouteRequest.ts';
import type { SetInferenceRouteResponse as _openshell_inference_v1_SetInferenceRouteResponse, SetInferenceRouteResponse__Output as _openshell_inference_v1_SetInferenceRouteResponse__Output } from '../../../openshell/inference/v1/SetInferenceRouteResponse.ts';

export interface InferenceClient extends grpc.Client {
  /**
   * Removes a route. (since v0.0.88)
   */
  DeleteInferenceRoute(argument: _openshell_inference_v1_DeleteInferenceRouteRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_inference_v1_DeleteInferenceRouteResponse__Output>): grpc.ClientUnaryCall;
  DeleteInferenceRoute(argument: _openshell_inference_v1_DeleteInferenceRouteRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_inference_v1_DeleteInferenceRouteResponse__Output>): grpc.ClientUnaryCall;
  DeleteInferenceRoute(argument: _openshell_inference_v1_DeleteInferenceRouteRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_inference_v1_DeleteInferenceRouteResponse__Output>): grpc.ClientUnaryCall;
  DeleteInferenceRoute(argument: _openshell_inference_v1_DeleteInferenceRouteRequest, callback: grpc.requestCallback<_openshell_inference_v1_DeleteInferenceRouteResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Removes a route. (since v0.0.88)
   */
  deleteInferenceRoute(argument: _openshell_inference_v1_DeleteInferenceRouteRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_inference_v1_DeleteInferenceRouteResponse__Output>): grpc.ClientUnaryCall;
  deleteInferenceRoute(argument: _openshell_inference_v1_DeleteInferenceRouteRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_inference_v1_DeleteInferenceRouteResponse__Output>): grpc.ClientUnaryCall;
  deleteInferenceRoute(argument: _openshell_inference_v1_DeleteInferenceRouteRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_inference_v1_DeleteInferenceRouteResponse__Output>): grpc.ClientUnaryCall;
  deleteInferenceRoute(argument: _openshell_inference_v1_DeleteInferenceRouteRequest, callback: grpc.requestCallback<_openshell_inference_v1_DeleteInferenceRouteResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Supervisor only: resolved routes including API keys. (since <=v0.0.35)
   */
  GetInferenceBundle(argument: _openshell_inference_v1_GetInferenceBundleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_inference_v1_GetInferenceBundleResponse__Output>): grpc.ClientUnaryCall;
  GetInferenceBundle(argument: _openshell_inference_v1_GetInferenceBundleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_inference_v1_GetInferenceBundleResponse__Output>): grpc.ClientUnaryCall;
  GetInferenceBundle(argument: _openshell_inference_v1_GetInferenceBundleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_inference_v1_GetInferenceBundleResponse__Output>): grpc.ClientUnaryCall;
  GetInferenceBundle(argument: _openshell_inference_v1_GetInferenceBundleRequest, callback: grpc.requestCallback<_openshell_inference_v1_GetInferenceBundleResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Supervisor only: resolved routes including API keys. (since <=v0.0.35)
   */
  getInferenceBundle(argument: _openshell_inference_v1_GetInferenceBundleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_inference_v1_GetInferenceBundleResponse__Output>): grpc.ClientUnaryCall;
  getInferenceBundle(argument: _openshell_inference_v1_GetInferenceBundleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_inference_v1_GetInferenceBundleResponse__Output>): grpc.ClientUnaryCall;
  getInferenceBundle(argument: _openshell_inference_v1_GetInferenceBundleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_inference_v1_GetInferenceBundleResponse__Output>): grpc.ClientUnaryCall;
  getInferenceBundle(argument: _openshell_inference_v1_GetInferenceBundleRequest, callback: grpc.requestCallback<_openshell_inference_v1_GetInferenceBundleResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * --- inference ---
   * The route for "inference.local" (or "") or "sandbox-system" in a workspace. (since v0.0.88)
   */
  GetInferenceRoute(argument: _openshell_inference_v1_GetInferenceRouteRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_inference_v1_GetInferenceRouteResponse__Output>): grpc.ClientUnaryCall;
  GetInferenceRoute(argument: _openshell_inference_v1_GetInferenceRouteRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_inference_v1_GetInferenceRouteResponse__Output>): grpc.ClientUnaryCall;
  GetInferenceRoute(argument: _openshell_inference_v1_GetInferenceRouteRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_inference_v1_GetInferenceRouteResponse__Output>): grpc.ClientUnaryCall;
  GetInferenceRoute(argument: _openshell_inference_v1_GetInferenceRouteRequest, callback: grpc.requestCallback<_openshell_inference_v1_GetInferenceRouteResponse__Output>): grpc.ClientUnaryCall;
  /**
   * --- inference ---
   * The route for "inference.local" (or "") or "sandbox-system" in a workspace. (since v0.0.88)
   */
  getInferenceRoute(argument: _openshell_inference_v1_GetInferenceRouteRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_inference_v1_GetInferenceRouteResponse__Output>): grpc.ClientUnaryCall;
  getInferenceRoute(argument: _openshell_inference_v1_GetInferenceRouteRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_inference_v1_GetInferenceRouteResponse__Output>): grpc.ClientUnaryCall;
  getInferenceRoute(argument: _openshell_inference_v1_GetInferenceRouteRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_inference_v1_GetInferenceRouteResponse__Output>): grpc.ClientUnaryCall;
  getInferenceRoute(argument: _openshell_inference_v1_GetInferenceRouteRequest, callback: grpc.requestCallback<_openshell_inference_v1_GetInferenceRouteResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Points a route at a provider and model; probes the endpoint unless no_verify. (since v0.0.88)
   */
  SetInferenceRoute(argument: _openshell_inference_v1_SetInferenceRouteRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_inference_v1_SetInferenceRouteResponse__Output>): grpc.ClientUnaryCall;
  SetInferenceRoute(argument: _openshell_inference_v1_SetInferenceRouteRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_inference_v1_SetInferenceRouteResponse__Output>): grpc.ClientUnaryCall;
  SetInferenceRoute(argument: _openshell_inference_v1_SetInferenceRouteRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_inference_v1_SetInferenceRouteResponse__Output>): grpc.ClientUnaryCall;
  SetInferenceRoute(argument: _openshell_inference_v1_SetInferenceRouteRequest, callback: grpc.requestCallback<_openshell_inference_v1_SetInferenceRouteResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Points a route at a provider and model; probes the endpoint unless no_verify. (since v0.0.88)
   */
  setInferenceRoute(argument: _openshell_inference_v1_SetInferenceRouteRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_inference_v1_SetInferenceRouteResponse__Output>): grpc.ClientUnaryCall;
  setInferenceRoute(argument: _openshell_inference_v1_SetInferenceRouteRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_inference_v1_SetInferenceRouteResponse__Output>): grpc.ClientUnaryCall;
  setInferenceRoute(argument: _openshell_inference_v1_SetInferenceRouteRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_inference_v1_SetInferenceRouteResponse__Output>): grpc.ClientUnaryCall;
  setInferenceRoute(argument: _openshell_inference_v1_SetInferenceRouteRequest, callback: grpc.requestCallback<_openshell_inference_v1_SetInferenceRouteResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface InferenceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Removes a route. (since v0.0.88)
   */
  DeleteInferenceRoute: grpc.handleUnaryCall<_openshell_inference_v1_DeleteInferenceRouteRequest__Output, _openshell_inference_v1_DeleteInferenceRouteResponse>;
  
  /**
   * Supervisor only: resolved routes including API keys. (since <=v0.0.35)
   */
  GetInferenceBundle: grpc.handleUnaryCall<_openshell_inference_v1_GetInferenceBundleRequest__Output, _openshell_inference_v1_GetInferenceBundleResponse>;
  
  /**
   * --- inference ---
   * The route for "inference.local" (or "") or "sandbox-system" in a workspace. (since v0.0.88)
   */
  GetInferenceRoute: grpc.handleUnaryCall<_openshell_inference_v1_GetInferenceRouteRequest__Output, _openshell_inference_v1_GetInferenceRouteResponse>;
  
  /**
   * Points a route at a provider and model; probes the endpoint unless no_verify. (since v0.0.88)
   */
  SetInferenceRoute: grpc.handleUnaryCall<_openshell_inference_v1_SetInferenceRouteRequest__Output, _openshell_inference_v1_SetInferenceRouteResponse>;
  
}

export interface InferenceDefinition extends grpc.ServiceDefinition {
  DeleteInferenceRoute: MethodDefinition<_openshell_inference_v1_DeleteInferenceRouteRequest, _openshell_inference_v1_DeleteInferenceRouteResponse, _openshell_inference_v1_DeleteInferenceRouteRequest__Output, _openshell_inference_v1_DeleteInferenceRouteResponse__Output>
  GetInferenceBundle: MethodDefinition<_openshell_inference_v1_GetInferenceBundleRequest, _openshell_inference_v1_GetInferenceBundleResponse, _openshell_inference_v1_GetInferenceBundleRequest__Output, _openshell_inference_v1_GetInferenceBundleResponse__Output>
  GetInferenceRoute: MethodDefinition<_openshell_inference_v1_GetInferenceRouteRequest, _openshell_inference_v1_GetInferenceRouteResponse, _openshell_inference_v1_GetInferenceRouteRequest__Output, _openshell_inference_v1_GetInferenceRouteResponse__Output>
  SetInferenceRoute: MethodDefinition<_openshell_inference_v1_SetInferenceRouteRequest, _openshell_inference_v1_SetInferenceRouteResponse, _openshell_inference_v1_SetInferenceRouteRequest__Output, _openshell_inference_v1_SetInferenceRouteResponse__Output>
}
