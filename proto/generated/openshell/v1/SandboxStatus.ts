// Original file: openshell/openshell.proto

import type { SandboxCondition as _openshell_v1_SandboxCondition, SandboxCondition__Output as _openshell_v1_SandboxCondition__Output } from '../../openshell/v1/SandboxCondition.ts';
import type { SandboxPhase as _openshell_v1_SandboxPhase, SandboxPhase__Output as _openshell_v1_SandboxPhase__Output } from '../../openshell/v1/SandboxPhase.ts';

/**
 * What the gateway observed. exit_code is set only once the main process has exited.
 */
export interface SandboxStatus {
  'sandbox_name'?: (string);
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
  'exit_code'?: (number);
  '_exit_code'?: "exit_code";
}

/**
 * What the gateway observed. exit_code is set only once the main process has exited.
 */
export interface SandboxStatus__Output {
  'sandbox_name': (string);
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
  'exit_code'?: (number);
  '_exit_code'?: "exit_code";
}
