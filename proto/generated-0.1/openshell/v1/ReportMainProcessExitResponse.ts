// Original file: line-0.1/openshell/openshell.proto


export interface ReportMainProcessExitResponse {
}

export interface ReportMainProcessExitResponse__Output {
}
