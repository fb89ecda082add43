// Original file: line-0.1/openshell/openshell.proto


export interface GpuResourceCapabilities {
  'default_selection_supported'?: (boolean);
  'count_selection_supported'?: (boolean);
}

export interface GpuResourceCapabilities__Output {
  'default_selection_supported': (boolean);
  'count_selection_supported': (boolean);
}
