// Original file: line-0.1/openshell/openshell.proto


export interface ReportPolicyStatusResponse {
}

export interface ReportPolicyStatusResponse__Output {
}
