// Original file: line-0.1/openshell/openshell.proto


export interface ReportSandboxConfigurationResponse {
}

export interface ReportSandboxConfigurationResponse__Output {
}
