// Original file: line-0.1/openshell/openshell.proto


export interface RejectDraftChunkResponse {
}

export interface RejectDraftChunkResponse__Output {
}
