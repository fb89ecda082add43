// Original file: line-0.1/openshell/openshell.proto

import type { GpuResourceRequirements as _openshell_v1_GpuResourceRequirements, GpuResourceRequirements__Output as _openshell_v1_GpuResourceRequirements__Output } from '../../openshell/v1/GpuResourceRequirements.ts';

/**
 * The presence of gpu means "GPU requested".
 */
export interface ResourceRequirements {
  'gpu'?: (_openshell_v1_GpuResourceRequirements | null);
}

/**
 * The presence of gpu means "GPU requested".
 */
export interface ResourceRequirements__Output {
  'gpu': (_openshell_v1_GpuResourceRequirements__Output | null);
}
