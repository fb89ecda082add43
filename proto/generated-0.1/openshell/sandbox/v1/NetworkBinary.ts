// Original file: line-0.1/openshell/sandbox.proto


/**
 * A binary allowed by a rule. harness (2) is gone.
 */
export interface NetworkBinary {
  'path'?: (string);
}

/**
 * A binary allowed by a rule. harness (2) is gone.
 */
export interface NetworkBinary__Output {
  'path': (string);
}
