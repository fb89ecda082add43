// Original file: line-0.1/openshell/openshell.proto


/**
 * Credentials eligible for local discovery.
 */
export interface ProviderProfileDiscovery {
  'credentials'?: (string)[];
}

/**
 * Credentials eligible for local discovery.
 */
export interface ProviderProfileDiscovery__Output {
  'credentials': (string)[];
}
