// Original file: line-0.1/openshell/openshell.proto


export interface MemoryResourceCapabilities {
  'limit_supported'?: (boolean);
}

export interface MemoryResourceCapabilities__Output {
  'limit_supported': (boolean);
}
