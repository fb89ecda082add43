// Original file: openshell/openshell.proto


export interface EditDraftChunkResponse {
}

export interface EditDraftChunkResponse__Output {
}
