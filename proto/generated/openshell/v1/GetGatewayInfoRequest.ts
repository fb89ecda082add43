// Original file: openshell/openshell.proto


export interface GetGatewayInfoRequest {
}

export interface GetGatewayInfoRequest__Output {
}
