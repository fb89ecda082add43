// Original file: line-0.1/openshell/openshell.proto

import type { ComputeDriverCapabilities as _openshell_v1_ComputeDriverCapabilities, ComputeDriverCapabilities__Output as _openshell_v1_ComputeDriverCapabilities__Output } from '../../openshell/v1/ComputeDriverCapabilities.ts';

export interface ComputeDriverInfo {
  'name'?: (string);
  'capabilities'?: (_openshell_v1_ComputeDriverCapabilities | null);
}

export interface ComputeDriverInfo__Output {
  'name': (string);
  'capabilities': (_openshell_v1_ComputeDriverCapabilities__Output | null);
}
