// Original file: openshell/sandbox.proto


export interface GetGatewayConfigRequest {
}

export interface GetGatewayConfigRequest__Output {
}
