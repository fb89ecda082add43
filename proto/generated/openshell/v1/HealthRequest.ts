// Original file: openshell/openshell.proto


export interface HealthRequest {
}

export interface HealthRequest__Output {
}
