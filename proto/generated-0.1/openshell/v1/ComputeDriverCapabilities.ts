// Original file: line-0.1/openshell/openshell.proto

import type { ResourceCapabilities as _openshell_v1_ResourceCapabilities, ResourceCapabilities__Output as _openshell_v1_ResourceCapabilities__Output } from '../../openshell/v1/ResourceCapabilities.ts';

export interface ComputeDriverCapabilities {
  'driver_name'?: (string);
  'driver_version'?: (string);
  'resource_capabilities'?: (_openshell_v1_ResourceCapabilities | null);
}

export interface ComputeDriverCapabilities__Output {
  'driver_name': (string);
  'driver_version': (string);
  'resource_capabilities': (_openshell_v1_ResourceCapabilities__Output | null);
}
