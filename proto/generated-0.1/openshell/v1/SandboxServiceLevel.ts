// Original file: line-0.1/openshell/openshell.proto

import type { SandboxStartup as _openshell_v1_SandboxStartup, SandboxStartup__Output as _openshell_v1_SandboxStartup__Output } from '../../openshell/v1/SandboxStartup.ts';

export interface SandboxServiceLevel {
  'startup'?: (_openshell_v1_SandboxStartup | null);
}

export interface SandboxServiceLevel__Output {
  'startup': (_openshell_v1_SandboxStartup__Output | null);
}
