// Original file: line-0.1/openshell/openshell.proto


export interface GetGatewayInfoRequest {
}

export interface GetGatewayInfoRequest__Output {
}
