// Original file: line-0.1/openshell/openshell.proto

import type { SandboxWorkloadConfig as _openshell_v1_SandboxWorkloadConfig, SandboxWorkloadConfig__Output as _openshell_v1_SandboxWorkloadConfig__Output } from '../../openshell/v1/SandboxWorkloadConfig.ts';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../google/protobuf/Struct.ts';
import type { SandboxServiceLevel as _openshell_v1_SandboxServiceLevel, SandboxServiceLevel__Output as _openshell_v1_SandboxServiceLevel__Output } from '../../openshell/v1/SandboxServiceLevel.ts';

export interface SandboxWorkloadTemplateSpec {
  'workload'?: (_openshell_v1_SandboxWorkloadConfig | null);
  /**
   * keyed by driver name
   */
  'driver_config'?: (_google_protobuf_Struct | null);
  'desired_service_level'?: (_openshell_v1_SandboxServiceLevel | null);
}

export interface SandboxWorkloadTemplateSpec__Output {
  'workload': (_openshell_v1_SandboxWorkloadConfig__Output | null);
  /**
   * keyed by driver name
   */
  'driver_config': (_google_protobuf_Struct__Output | null);
  'desired_service_level': (_openshell_v1_SandboxServiceLevel__Output | null);
}
