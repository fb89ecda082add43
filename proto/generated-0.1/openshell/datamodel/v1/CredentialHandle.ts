// Original file: line-0.1/openshell/datamodel.proto


/**
 * Internal reference to a credential held by a driver. Clients never send it.
 */
export interface CredentialHandle {
  'driver'?: (string);
  'handle'?: (string);
  'metadata'?: ({[key: string]: string});
}

/**
 * Internal reference to a credential held by a driver. Clients never send it.
 */
export interface CredentialHandle__Output {
  'driver': (string);
  'handle': (string);
  'metadata': ({[key: string]: string});
}
