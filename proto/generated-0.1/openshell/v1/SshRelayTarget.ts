// Original file: line-0.1/openshell/openshell.proto


export interface SshRelayTarget {
}

export interface SshRelayTarget__Output {
}
