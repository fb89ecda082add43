// Original file: line-0.1/openshell/openshell.proto

import type { SandboxCondition as _openshell_v1_SandboxCondition, SandboxCondition__Output as _openshell_v1_SandboxCondition__Output } from '../../openshell/v1/SandboxCondition.ts';
import type { SandboxPhase as _openshell_v1_SandboxPhase, SandboxPhase__Output as _openshell_v1_SandboxPhase__Output } from '../../openshell/v1/SandboxPhase.ts';
import type { EndpointStatus as _openshell_v1_EndpointStatus, EndpointStatus__Output as _openshell_v1_EndpointStatus__Output } from '../../openshell/v1/EndpointStatus.ts';
import type { SandboxConfigurationAdmission as _openshell_v1_SandboxConfigurationAdmission, SandboxConfigurationAdmission__Output as _openshell_v1_SandboxConfigurationAdmission__Output } from '../../openshell/v1/SandboxConfigurationAdmission.ts';
import type { SandboxProvisioning as _openshell_v1_SandboxProvisioning, SandboxProvisioning__Output as _openshell_v1_SandboxProvisioning__Output } from '../../openshell/v1/SandboxProvisioning.ts';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp.ts';

/**
 * What the gateway observed. Field 1 (sandbox_name) is gone in 0.1 and not reserved upstream.
 * configuration_admission says why a sandbox is not ready; provisioning holds the repair window of a rejected
 * configuration.
 */
export interface SandboxStatus {
  'agent_pod'?: (string);
  'agent_fd'?: (string);
  'sandbox_fd'?: (string);
  'conditions'?: (_openshell_v1_SandboxCondition)[];
  /**
   * open enum
   */
  'phase'?: (_openshell_v1_SandboxPhase);
  'current_policy_version'?: (number);
  'main_process_instance_id'?: (string);
  /**
   * set once the main process exited; signals are 128 + n
   */
  'exit_code'?: (number);
  /**
   * MCP-over-HTTP endpoints today
   */
  'endpoint_statuses'?: (_openshell_v1_EndpointStatus)[];
  'configuration_admission'?: (_openshell_v1_SandboxConfigurationAdmission | null);
  /**
   * first acceptance; never reset by a restart
   */
  'configuration_activated'?: (boolean);
  'provisioning'?: (_openshell_v1_SandboxProvisioning | null);
  /**
   * restart policy: may be absent from 0.1.2
   */
  'restart_count'?: (number);
  /**
   * restart policy: may be absent from 0.1.2
   */
  'next_restart_time'?: (_google_protobuf_Timestamp | null);
  /**
   * restart policy: may be absent from 0.1.2
   */
  'main_process_started_time'?: (_google_protobuf_Timestamp | null);
  '_exit_code'?: "exit_code";
  '_configuration_activated'?: "configuration_activated";
}

/**
 * What the gateway observed. Field 1 (sandbox_name) is gone in 0.1 and not reserved upstream.
 * configuration_admission says why a sandbox is not ready; provisioning holds the repair window of a rejected
 * configuration.
 */
export interface SandboxStatus__Output {
  'agent_pod': (string);
  'agent_fd': (string);
  'sandbox_fd': (string);
  'conditions': (_openshell_v1_SandboxCondition__Output)[];
  /**
   * open enum
   */
  'phase': (_openshell_v1_SandboxPhase__Output);
  'current_policy_version': (number);
  'main_process_instance_id': (string);
  /**
   * set once the main process exited; signals are 128 + n
   */
  'exit_code'?: (number);
  /**
   * MCP-over-HTTP endpoints today
   */
  'endpoint_statuses': (_openshell_v1_EndpointStatus__Output)[];
  'configuration_admission': (_openshell_v1_SandboxConfigurationAdmission__Output | null);
  /**
   * first acceptance; never reset by a restart
   */
  'configuration_activated'?: (boolean);
  'provisioning': (_openshell_v1_SandboxProvisioning__Output | null);
  /**
   * restart policy: may be absent from 0.1.2
   */
  'restart_count': (number);
  /**
   * restart policy: may be absent from 0.1.2
   */
  'next_restart_time': (_google_protobuf_Timestamp__Output | null);
  /**
   * restart policy: may be absent from 0.1.2
   */
  'main_process_started_time': (_google_protobuf_Timestamp__Output | null);
  '_exit_code'?: "exit_code";
  '_configuration_activated'?: "configuration_activated";
}
