// Original file: line-0.1/openshell/openshell.proto


export interface PushSandboxLogsResponse {
}

export interface PushSandboxLogsResponse__Output {
}
