// Original file: line-0.1/openshell/openshell.proto


export interface EditDraftChunkResponse {
}

export interface EditDraftChunkResponse__Output {
}
