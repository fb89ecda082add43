// Original file: openshell/openshell.proto


export interface ComputeDriverCapabilities {
  'driver_name'?: (string);
  'driver_version'?: (string);
}

export interface ComputeDriverCapabilities__Output {
  'driver_name': (string);
  'driver_version': (string);
}
