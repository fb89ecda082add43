// Original file: line-0.1/openshell/openshell.proto

import type { SandboxTemplate as _openshell_v1_SandboxTemplate, SandboxTemplate__Output as _openshell_v1_SandboxTemplate__Output } from '../../openshell/v1/SandboxTemplate.ts';
import type { SandboxPolicy as _openshell_sandbox_v1_SandboxPolicy, SandboxPolicy__Output as _openshell_sandbox_v1_SandboxPolicy__Output } from '../../openshell/sandbox/v1/SandboxPolicy.ts';
import type { ResourceRequirements as _openshell_v1_ResourceRequirements, ResourceRequirements__Output as _openshell_v1_ResourceRequirements__Output } from '../../openshell/v1/ResourceRequirements.ts';
import type { SandboxRestartPolicy as _openshell_v1_SandboxRestartPolicy, SandboxRestartPolicy__Output as _openshell_v1_SandboxRestartPolicy__Output } from '../../openshell/v1/SandboxRestartPolicy.ts';

/**
 * What the caller asked for. An empty command means the portable login shell.
 */
export interface SandboxSpec {
  'log_level'?: (string);
  'environment'?: ({[key: string]: string});
  'template'?: (_openshell_v1_SandboxTemplate | null);
  'policy'?: (_openshell_sandbox_v1_SandboxPolicy | null);
  'providers'?: (string)[];
  'resource_requirements'?: (_openshell_v1_ResourceRequirements | null);
  'command'?: (string)[];
  'tty'?: (boolean);
  /**
   * gateway-owned; changes with the provider set
   */
  'provider_attachment_epoch'?: (string);
  /**
   * may be absent from 0.1.2 (docs/openshell-0.1.md §0)
   */
  'restart_policy'?: (_openshell_v1_SandboxRestartPolicy);
}

/**
 * What the caller asked for. An empty command means the portable login shell.
 */
export interface SandboxSpec__Output {
  'log_level': (string);
  'environment': ({[key: string]: string});
  'template': (_openshell_v1_SandboxTemplate__Output | null);
  'policy': (_openshell_sandbox_v1_SandboxPolicy__Output | null);
  'providers': (string)[];
  'resource_requirements': (_openshell_v1_ResourceRequirements__Output | null);
  'command': (string)[];
  'tty': (boolean);
  /**
   * gateway-owned; changes with the provider set
   */
  'provider_attachment_epoch': (string);
  /**
   * may be absent from 0.1.2 (docs/openshell-0.1.md §0)
   */
  'restart_policy': (_openshell_v1_SandboxRestartPolicy__Output);
}
