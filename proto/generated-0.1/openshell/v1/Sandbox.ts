// Original file: line-0.1/openshell/openshell.proto

import type { ObjectMeta as _openshell_datamodel_v1_ObjectMeta, ObjectMeta__Output as _openshell_datamodel_v1_ObjectMeta__Output } from '../../openshell/datamodel/v1/ObjectMeta.ts';
import type { SandboxSpec as _openshell_v1_SandboxSpec, SandboxSpec__Output as _openshell_v1_SandboxSpec__Output } from '../../openshell/v1/SandboxSpec.ts';
import type { SandboxStatus as _openshell_v1_SandboxStatus, SandboxStatus__Output as _openshell_v1_SandboxStatus__Output } from '../../openshell/v1/SandboxStatus.ts';
import type { SandboxWorkloadTemplateProvenance as _openshell_v1_SandboxWorkloadTemplateProvenance, SandboxWorkloadTemplateProvenance__Output as _openshell_v1_SandboxWorkloadTemplateProvenance__Output } from '../../openshell/v1/SandboxWorkloadTemplateProvenance.ts';

/**
 * A sandbox: what was asked for (spec) and what the gateway observed (status). Fields 4 and 5 were the old phase
 * and policy version.
 */
export interface Sandbox {
  'metadata'?: (_openshell_datamodel_v1_ObjectMeta | null);
  'spec'?: (_openshell_v1_SandboxSpec | null);
  'status'?: (_openshell_v1_SandboxStatus | null);
  /**
   * set when created from a stored template
   */
  'created_from_workload_template'?: (_openshell_v1_SandboxWorkloadTemplateProvenance | null);
}

/**
 * A sandbox: what was asked for (spec) and what the gateway observed (status). Fields 4 and 5 were the old phase
 * and policy version.
 */
export interface Sandbox__Output {
  'metadata': (_openshell_datamodel_v1_ObjectMeta__Output | null);
  'spec': (_openshell_v1_SandboxSpec__Output | null);
  'status': (_openshell_v1_SandboxStatus__Output | null);
  /**
   * set when created from a stored template
   */
  'created_from_workload_template': (_openshell_v1_SandboxWorkloadTemplateProvenance__Output | null);
}
