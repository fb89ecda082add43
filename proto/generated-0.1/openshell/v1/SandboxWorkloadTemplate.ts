// Original file: line-0.1/openshell/openshell.proto

import type { ObjectMeta as _openshell_datamodel_v1_ObjectMeta, ObjectMeta__Output as _openshell_datamodel_v1_ObjectMeta__Output } from '../../openshell/datamodel/v1/ObjectMeta.ts';
import type { SandboxWorkloadTemplateSpec as _openshell_v1_SandboxWorkloadTemplateSpec, SandboxWorkloadTemplateSpec__Output as _openshell_v1_SandboxWorkloadTemplateSpec__Output } from '../../openshell/v1/SandboxWorkloadTemplateSpec.ts';

/**
 * A reusable, named workload template stored in a workspace (the 0.1 meaning of "template"; SandboxTemplate is the
 * inline part of a spec).
 */
export interface SandboxWorkloadTemplate {
  'metadata'?: (_openshell_datamodel_v1_ObjectMeta | null);
  'spec'?: (_openshell_v1_SandboxWorkloadTemplateSpec | null);
}

/**
 * A reusable, named workload template stored in a workspace (the 0.1 meaning of "template"; SandboxTemplate is the
 * inline part of a spec).
 */
export interface SandboxWorkloadTemplate__Output {
  'metadata': (_openshell_datamodel_v1_ObjectMeta__Output | null);
  'spec': (_openshell_v1_SandboxWorkloadTemplateSpec__Output | null);
}
