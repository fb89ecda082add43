import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { DeleteInferenceRouteRequest as _openshell_inference_v1_DeleteInferenceRouteRequest, DeleteInferenceRouteRequest__Output as _openshell_inference_v1_DeleteInferenceRouteRequest__Output } from './openshell/inference/v1/DeleteInferenceRouteRequest.ts';
import type { DeleteInferenceRouteResponse as _openshell_inference_v1_DeleteInferenceRouteResponse, DeleteInferenceRouteResponse__Output as _openshell_inference_v1_DeleteInferenceRouteResponse__Output } from './openshell/inference/v1/DeleteInferenceRouteResponse.ts';
import type { GetInferenceBundleRequest as _openshell_inference_v1_GetInferenceBundleRequest, GetInferenceBundleRequest__Output as _openshell_inference_v1_GetInferenceBundleRequest__Output } from './openshell/inference/v1/GetInferenceBundleRequest.ts';
import type { GetInferenceBundleResponse as _openshell_inference_v1_GetInferenceBundleResponse, GetInferenceBundleResponse__Output as _openshell_inference_v1_GetInferenceBundleResponse__Output } from './openshell/inference/v1/GetInferenceBundleResponse.ts';
import type { GetInferenceRouteRequest as _openshell_inference_v1_GetInferenceRouteRequest, GetInferenceRouteRequest__Output as _openshell_inference_v1_GetInferenceRouteRequest__Output } from './openshell/inference/v1/GetInferenceRouteRequest.ts';
import type { GetInferenceRouteResponse as _openshell_inference_v1_GetInferenceRouteResponse, GetInferenceRouteResponse__Output as _openshell_inference_v1_GetInferenceRouteResponse__Output } from './openshell/inference/v1/GetInferenceRouteResponse.ts';
import type { InferenceClient as _openshell_inference_v1_InferenceClient, InferenceDefinition as _openshell_inference_v1_InferenceDefinition } from './openshell/inference/v1/Inference.ts';
import type { ResolvedRoute as _openshell_inference_v1_ResolvedRoute, ResolvedRoute__Output as _openshell_inference_v1_ResolvedRoute__Output } from './openshell/inference/v1/ResolvedRoute.ts';
import type { SetInferenceRouteRequest as _openshell_inference_v1_SetInferenceRouteRequest, SetInferenceRouteRequest__Output as _openshell_inference_v1_SetInferenceRouteRequest__Output } from './openshell/inference/v1/SetInferenceRouteRequest.ts';
import type { SetInferenceRouteResponse as _openshell_inference_v1_SetInferenceRouteResponse, SetInferenceRouteResponse__Output as _openshell_inference_v1_SetInferenceRouteResponse__Output } from './openshell/inference/v1/SetInferenceRouteResponse.ts';
import type { ValidatedEndpoint as _openshell_inference_v1_ValidatedEndpoint, ValidatedEndpoint__Output as _openshell_inference_v1_ValidatedEndpoint__Output } from './openshell/inference/v1/ValidatedEndpoint.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  openshell: {
    inference: {
      v1: {
        DeleteInferenceRouteRequest: MessageTypeDefinition<_openshell_inference_v1_DeleteInferenceRouteRequest, _openshell_inference_v1_DeleteInferenceRouteRequest__Output>
        DeleteInferenceRouteResponse: MessageTypeDefinition<_openshell_inference_v1_DeleteInferenceRouteResponse, _openshell_inference_v1_DeleteInferenceRouteResponse__Output>
        GetInferenceBundleRequest: MessageTypeDefinition<_openshell_inference_v1_GetInferenceBundleRequest, _openshell_inference_v1_GetInferenceBundleRequest__Output>
        GetInferenceBundleResponse: MessageTypeDefinition<_openshell_inference_v1_GetInferenceBundleResponse, _openshell_inference_v1_GetInferenceBundleResponse__Output>
        GetInferenceRouteRequest: MessageTypeDefinition<_openshell_inference_v1_GetInferenceRouteRequest, _openshell_inference_v1_GetInferenceRouteRequest__Output>
        GetInferenceRouteResponse: MessageTypeDefinition<_openshell_inference_v1_GetInferenceRouteResponse, _openshell_inference_v1_GetInferenceRouteResponse__Output>
        Inference: SubtypeConstructor<typeof grpc.Client, _openshell_inference_v1_InferenceClient> & { service: _openshell_inference_v1_InferenceDefinition }
        ResolvedRoute: MessageTypeDefinition<_openshell_inference_v1_ResolvedRoute, _openshell_inference_v1_ResolvedRoute__Output>
        SetInferenceRouteRequest: MessageTypeDefinition<_openshell_inference_v1_SetInferenceRouteRequest, _openshell_inference_v1_SetInferenceRouteRequest__Output>
        SetInferenceRouteResponse: MessageTypeDefinition<_openshell_inference_v1_SetInferenceRouteResponse, _openshell_inference_v1_SetInferenceRouteResponse__Output>
        ValidatedEndpoint: MessageTypeDefinition<_openshell_inference_v1_ValidatedEndpoint, _openshell_inference_v1_ValidatedEndpoint__Output>
      }
    }
  }
}

