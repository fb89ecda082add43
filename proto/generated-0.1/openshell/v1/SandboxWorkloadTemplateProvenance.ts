// Original file: line-0.1/openshell/openshell.proto


/**
 * The stored template a sandbox was created from.
 */
export interface SandboxWorkloadTemplateProvenance {
  'name'?: (string);
  'resource_version'?: (string);
}

/**
 * The stored template a sandbox was created from.
 */
export interface SandboxWorkloadTemplateProvenance__Output {
  'name': (string);
  'resource_version': (string);
}
