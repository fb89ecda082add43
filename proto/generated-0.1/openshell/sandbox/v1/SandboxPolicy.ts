// Original file: line-0.1/openshell/sandbox.proto

import type { FilesystemPolicy as _openshell_sandbox_v1_FilesystemPolicy, FilesystemPolicy__Output as _openshell_sandbox_v1_FilesystemPolicy__Output } from '../../../openshell/sandbox/v1/FilesystemPolicy.ts';
import type { LandlockPolicy as _openshell_sandbox_v1_LandlockPolicy, LandlockPolicy__Output as _openshell_sandbox_v1_LandlockPolicy__Output } from '../../../openshell/sandbox/v1/LandlockPolicy.ts';
import type { ProcessPolicy as _openshell_sandbox_v1_ProcessPolicy, ProcessPolicy__Output as _openshell_sandbox_v1_ProcessPolicy__Output } from '../../../openshell/sandbox/v1/ProcessPolicy.ts';
import type { NetworkPolicyRule as _openshell_sandbox_v1_NetworkPolicyRule, NetworkPolicyRule__Output as _openshell_sandbox_v1_NetworkPolicyRule__Output } from '../../../openshell/sandbox/v1/NetworkPolicyRule.ts';
import type { NetworkMiddlewareConfig as _openshell_sandbox_v1_NetworkMiddlewareConfig, NetworkMiddlewareConfig__Output as _openshell_sandbox_v1_NetworkMiddlewareConfig__Output } from '../../../openshell/sandbox/v1/NetworkMiddlewareConfig.ts';

/**
 * The policy document. filesystem, landlock and process are fixed at start; network sections hot-reload.
 */
export interface SandboxPolicy {
  'version'?: (number);
  'filesystem'?: (_openshell_sandbox_v1_FilesystemPolicy | null);
  'landlock'?: (_openshell_sandbox_v1_LandlockPolicy | null);
  'process'?: (_openshell_sandbox_v1_ProcessPolicy | null);
  'network_policies'?: ({[key: string]: _openshell_sandbox_v1_NetworkPolicyRule});
  'network_middlewares'?: ({[key: string]: _openshell_sandbox_v1_NetworkMiddlewareConfig});
}

/**
 * The policy document. filesystem, landlock and process are fixed at start; network sections hot-reload.
 */
export interface SandboxPolicy__Output {
  'version': (number);
  'filesystem': (_openshell_sandbox_v1_FilesystemPolicy__Output | null);
  'landlock': (_openshell_sandbox_v1_LandlockPolicy__Output | null);
  'process': (_openshell_sandbox_v1_ProcessPolicy__Output | null);
  'network_policies': ({[key: string]: _openshell_sandbox_v1_NetworkPolicyRule__Output});
  'network_middlewares': ({[key: string]: _openshell_sandbox_v1_NetworkMiddlewareConfig__Output});
}
