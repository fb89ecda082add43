// Original file: line-0.1/openshell/openshell.proto


/**
 * A further credential minted by the same refresh.
 */
export interface ProviderCredentialRefreshOutput {
  'output'?: (string);
  /**
   * sibling credential that receives the output
   */
  'credential'?: (string);
}

/**
 * A further credential minted by the same refresh.
 */
export interface ProviderCredentialRefreshOutput__Output {
  'output': (string);
  /**
   * sibling credential that receives the output
   */
  'credential': (string);
}
