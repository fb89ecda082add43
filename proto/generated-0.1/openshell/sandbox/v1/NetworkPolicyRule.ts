// Original file: line-0.1/openshell/sandbox.proto

import type { NetworkEndpoint as _openshell_sandbox_v1_NetworkEndpoint, NetworkEndpoint__Output as _openshell_sandbox_v1_NetworkEndpoint__Output } from '../../../openshell/sandbox/v1/NetworkEndpoint.ts';
import type { NetworkBinary as _openshell_sandbox_v1_NetworkBinary, NetworkBinary__Output as _openshell_sandbox_v1_NetworkBinary__Output } from '../../../openshell/sandbox/v1/NetworkBinary.ts';

/**
 * Which binaries may reach which endpoints. The map key in SandboxPolicy is the rule key.
 */
export interface NetworkPolicyRule {
  'name'?: (string);
  'endpoints'?: (_openshell_sandbox_v1_NetworkEndpoint)[];
  'binaries'?: (_openshell_sandbox_v1_NetworkBinary)[];
}

/**
 * Which binaries may reach which endpoints. The map key in SandboxPolicy is the rule key.
 */
export interface NetworkPolicyRule__Output {
  'name': (string);
  'endpoints': (_openshell_sandbox_v1_NetworkEndpoint__Output)[];
  'binaries': (_openshell_sandbox_v1_NetworkBinary__Output)[];
}
