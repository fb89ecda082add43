// Original file: line-0.1/openshell/sandbox.proto


export interface GetGatewayConfigRequest {
}

export interface GetGatewayConfigRequest__Output {
}
