// Original file: line-0.1/openshell/openshell.proto


export interface CpuResourceCapabilities {
  'limit_supported'?: (boolean);
}

export interface CpuResourceCapabilities__Output {
  'limit_supported': (boolean);
}
