// Original file: line-0.1/openshell/openshell.proto


/**
 * Empty: the bootstrap credential travels in the request headers.
 */
export interface IssueSandboxTokenRequest {
}

/**
 * Empty: the bootstrap credential travels in the request headers.
 */
export interface IssueSandboxTokenRequest__Output {
}
