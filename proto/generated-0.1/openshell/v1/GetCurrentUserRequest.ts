// Original file: line-0.1/openshell/openshell.proto


export interface GetCurrentUserRequest {
}

export interface GetCurrentUserRequest__Output {
}
