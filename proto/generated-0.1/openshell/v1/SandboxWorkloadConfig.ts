// Original file: line-0.1/openshell/openshell.proto

import type { SandboxResources as _openshell_v1_SandboxResources, SandboxResources__Output as _openshell_v1_SandboxResources__Output } from '../../openshell/v1/SandboxResources.ts';

export interface SandboxWorkloadConfig {
  'image'?: (string);
  'environment'?: ({[key: string]: string});
  'resources'?: (_openshell_v1_SandboxResources | null);
}

export interface SandboxWorkloadConfig__Output {
  'image': (string);
  'environment': ({[key: string]: string});
  'resources': (_openshell_v1_SandboxResources__Output | null);
}
