// Original file: openshell/inference.proto


export interface GetInferenceBundleRequest {
}

export interface GetInferenceBundleRequest__Output {
}
