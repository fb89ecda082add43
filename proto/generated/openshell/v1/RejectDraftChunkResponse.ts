// Original file: openshell/openshell.proto


export interface RejectDraftChunkResponse {
}

export interface RejectDraftChunkResponse__Output {
}
