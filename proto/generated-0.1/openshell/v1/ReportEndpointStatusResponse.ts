// Original file: line-0.1/openshell/openshell.proto


export interface ReportEndpointStatusResponse {
}

export interface ReportEndpointStatusResponse__Output {
}
