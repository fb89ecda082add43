// Original file: line-0.1/openshell/openshell.proto

import type { CpuResourceCapabilities as _openshell_v1_CpuResourceCapabilities, CpuResourceCapabilities__Output as _openshell_v1_CpuResourceCapabilities__Output } from '../../openshell/v1/CpuResourceCapabilities.ts';
import type { MemoryResourceCapabilities as _openshell_v1_MemoryResourceCapabilities, MemoryResourceCapabilities__Output as _openshell_v1_MemoryResourceCapabilities__Output } from '../../openshell/v1/MemoryResourceCapabilities.ts';
import type { GpuResourceCapabilities as _openshell_v1_GpuResourceCapabilities, GpuResourceCapabilities__Output as _openshell_v1_GpuResourceCapabilities__Output } from '../../openshell/v1/GpuResourceCapabilities.ts';

/**
 * Portable resource requests a compute driver accepts; an omitted domain is not reported.
 */
export interface ResourceCapabilities {
  'cpu'?: (_openshell_v1_CpuResourceCapabilities | null);
  'memory'?: (_openshell_v1_MemoryResourceCapabilities | null);
  'gpu'?: (_openshell_v1_GpuResourceCapabilities | null);
}

/**
 * Portable resource requests a compute driver accepts; an omitted domain is not reported.
 */
export interface ResourceCapabilities__Output {
  'cpu': (_openshell_v1_CpuResourceCapabilities__Output | null);
  'memory': (_openshell_v1_MemoryResourceCapabilities__Output | null);
  'gpu': (_openshell_v1_GpuResourceCapabilities__Output | null);
}
