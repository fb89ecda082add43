// Original file: line-0.1/openshell/openshell.proto

import type { GpuResourceRequirements as _openshell_v1_GpuResourceRequirements, GpuResourceRequirements__Output as _openshell_v1_GpuResourceRequirements__Output } from '../../openshell/v1/GpuResourceRequirements.ts';

export interface SandboxResources {
  /**
   * e.g. "500m"
   */
  'cpu'?: (string);
  /**
   * e.g. "512Mi"
   */
  'memory'?: (string);
  'gpu'?: (_openshell_v1_GpuResourceRequirements | null);
}

export interface SandboxResources__Output {
  /**
   * e.g. "500m"
   */
  'cpu': (string);
  /**
   * e.g. "512Mi"
   */
  'memory': (string);
  'gpu': (_openshell_v1_GpuResourceRequirements__Output | null);
}
