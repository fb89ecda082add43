// Original file: line-0.1/openshell/openshell.proto


export interface FinalizeMainProcessExitResponse {
}

export interface FinalizeMainProcessExitResponse__Output {
}
