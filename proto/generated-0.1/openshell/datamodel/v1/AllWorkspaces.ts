// Original file: line-0.1/openshell/datamodel.proto


/**
 * Every workspace the caller may see; cross-workspace reads need the platform admin role.
 */
export interface AllWorkspaces {
}

/**
 * Every workspace the caller may see; cross-workspace reads need the platform admin role.
 */
export interface AllWorkspaces__Output {
}
