// Original file: line-0.1/openshell/openshell.proto


export interface HealthRequest {
}

export interface HealthRequest__Output {
}
