// Original file: openshell/openshell.proto


export interface ProviderProfileDiscovery {
  'credentials'?: (string)[];
}

export interface ProviderProfileDiscovery__Output {
  'credentials': (string)[];
}
