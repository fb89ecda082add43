// Original file: line-0.1/openshell/openshell.proto


export interface GatewayHeartbeat {
}

export interface GatewayHeartbeat__Output {
}
