// Original file: openshell/openshell.proto

import type { SandboxSpec as _openshell_v1_SandboxSpec, SandboxSpec__Output as _openshell_v1_SandboxSpec__Output } from '../../openshell/v1/SandboxSpec.ts';

export interface CreateSandboxRequest {
  'spec'?: (_openshell_v1_SandboxSpec | null);
  'name'?: (string);
  'labels'?: ({[key: string]: string});
  'annotations'?: ({[key: string]: string});
  'workspace'?: (string);
}

export interface CreateSandboxRequest__Output {
  'spec': (_openshell_v1_SandboxSpec__Output | null);
  'name': (string);
  'labels': ({[key: string]: string});
  'annotations': ({[key: string]: string});
  'workspace': (string);
}
