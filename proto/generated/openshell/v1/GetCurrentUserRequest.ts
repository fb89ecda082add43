// Original file: openshell/openshell.proto


export interface GetCurrentUserRequest {
}

export interface GetCurrentUserRequest__Output {
}
